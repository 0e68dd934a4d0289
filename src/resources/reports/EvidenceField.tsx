import { Box, Link, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

const isLink = (item: string) => /^(\/[^\s/]|https?:\/\/)\S*$/.test(item);

/** Screenshots as thumbnails that open full size; quoted messages as text. */
export function EvidenceField(_props: { label?: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const evidence = (record?.evidence ?? []) as string[];
  if (!evidence.length) return <Typography variant="body2">—</Typography>;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', maxWidth: 320 }}>
      {evidence.map((item, i) =>
        isLink(item) ? (
          <Link
            key={i}
            href={item}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e) => e.stopPropagation()}
            aria-label={translate('app.manageUsers.reports.evidence_item', { n: i + 1 })}
          >
            <Box
              component="img"
              src={item}
              alt=""
              sx={{ width: 56, height: 40, objectFit: 'cover', borderRadius: 0.5, border: 1, borderColor: 'divider', display: 'block' }}
            />
          </Link>
        ) : (
          <Typography key={i} variant="body2" component="q" sx={{ fontStyle: 'italic' }}>
            {item.replace(/^"|"$/g, '')}
          </Typography>
        ),
      )}
    </Stack>
  );
}
