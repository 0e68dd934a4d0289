import { useState } from 'react';
import { Box, ButtonBase, Stack, Typography } from '@mui/material';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ErrorReport } from '../../domain/entities/errorReports';
import { MediaViewer, type MediaItem } from './MediaViewer';

const THUMB = { width: 56, height: 40, borderRadius: 1, border: 1, borderColor: 'divider', overflow: 'hidden' } as const;

/** Screenshot thumbnails and recording tiles; each opens the viewer. */
export function AttachmentsField() {
  const record = useRecordContext<ErrorReport>();
  const translate = useTranslate();
  const [open, setOpen] = useState<number | null>(null);
  if (!record) return null;
  const items: MediaItem[] = [
    ...record.screenshots.map((url) => ({ url, kind: 'screenshot' as const })),
    ...record.recordings.map((url) => ({ url, kind: 'recording' as const })),
  ];
  if (!items.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.moderation.error_reports.no_attachments')}
      </Typography>
    );
  }
  return (
    <>
      <Stack direction="row" spacing={1} onClick={(e) => e.stopPropagation()}>
        {items.map((item, i) => {
          const label = translate(`app.moderation.error_reports.${item.kind === 'screenshot' ? 'view' : 'play'}_${item.kind}`, {
            n: i + 1,
          });
          return (
            <ButtonBase
              key={`${item.url}-${i}`}
              onClick={() => setOpen(i)}
              aria-label={label}
              title={label}
              sx={{ ...THUMB, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
            >
              {item.kind === 'screenshot' ? (
                <Box component="img" src={item.url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              ) : (
                <Box
                  sx={{ width: '100%', height: '100%', display: 'grid', placeItems: 'center', bgcolor: 'grey.900', color: 'common.white' }}
                >
                  <PlayCircleOutline aria-hidden />
                </Box>
              )}
            </ButtonBase>
          );
        })}
      </Stack>
      <MediaViewer items={items} index={open} onIndex={setOpen} />
    </>
  );
}
