import { Box, Dialog, DialogContent, DialogTitle, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { useTranslate } from 'react-admin';

export interface MediaItem {
  url: string;
  kind: 'screenshot' | 'recording';
}

interface Props {
  items: readonly MediaItem[];
  /** The item shown, or null when closed. */
  index: number | null;
  onIndex: (index: number | null) => void;
}

/** A lightbox for a report's screenshots and recordings: large image or playable video, arrows between them. */
export function MediaViewer({ items, index, onIndex }: Props) {
  const translate = useTranslate();
  const item = index === null ? null : items[index];
  const go = (delta: number) => index !== null && onIndex((index + delta + items.length) % items.length);
  const label = item ? translate(`app.moderation.error_reports.${item.kind}_n`, { n: (index ?? 0) + 1, count: items.length }) : '';
  return (
    <Dialog
      open={item !== null}
      onClose={() => onIndex(null)}
      // A viewer, not a form: wider than the 500 px of the app's modals so screenshots are legible.
      sx={{ '& .MuiDialog-paper': { maxWidth: 960, width: 'calc(100% - 32px)' } }}
      onKeyDown={(e) => {
        if (items.length > 1 && e.key === 'ArrowRight') go(1);
        if (items.length > 1 && e.key === 'ArrowLeft') go(-1);
      }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="span" variant="h6">
          {label}
        </Typography>
        <IconButton onClick={() => onIndex(null)} aria-label={translate('app.common.close')}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {item ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {items.length > 1 ? (
              <IconButton onClick={() => go(-1)} aria-label={translate('app.moderation.error_reports.previous_media')}>
                <NavigateBefore />
              </IconButton>
            ) : null}
            <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', bgcolor: 'action.hover', borderRadius: 1, p: 1 }}>
              {item.kind === 'screenshot' ? (
                <Box component="img" src={item.url} alt={label} sx={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }} />
              ) : (
                <Box component="video" src={item.url} controls autoPlay aria-label={label} sx={{ maxWidth: '100%', maxHeight: '70vh' }} />
              )}
            </Box>
            {items.length > 1 ? (
              <IconButton onClick={() => go(1)} aria-label={translate('app.moderation.error_reports.next_media')}>
                <NavigateNext />
              </IconButton>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
