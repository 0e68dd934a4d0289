import { Box, Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { DateField, ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import type { Media } from '../../domain/entities/media';
import { StatusChip } from '../common/StatusChip';
import { MediaPreview } from '../common/media/MediaPreview';

/** One media item of the grid: the thumbnail opens the viewer; who posted it and when below. */
export function MediaTile({ onOpen }: { onOpen: () => void }) {
  const item = useRecordContext<Media>();
  const translate = useTranslate();
  if (!item) return null;
  const kind = translate(`app.content.media_kind.${item.kind}`);
  return (
    <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', opacity: item.status === 'removed' ? 0.7 : 1 }}>
      <CardActionArea onClick={onOpen} aria-label={translate('app.content.media.open', { kind, caption: item.caption })}>
        <MediaPreview url={item.url} posterUrl={item.thumbnailUrl} alt="" height={160} />
        {/* Visible is the normal case; only a removed item is flagged on the picture. */}
        {item.status === 'removed' ? (
          <Box sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper', borderRadius: 4 }}>
            <StatusChip group="mediaStatus" />
          </Box>
        ) : null}
      </CardActionArea>
      <CardContent sx={{ py: 1, '&:last-child': { pb: 1.25 } }}>
        <Typography variant="body2" noWrap title={item.caption}>
          {item.caption || kind}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div" noWrap>
          <ReferenceField source="userId" reference="users" /> · <DateField source="uploadedAt" variant="caption" />
        </Typography>
      </CardContent>
    </Card>
  );
}
