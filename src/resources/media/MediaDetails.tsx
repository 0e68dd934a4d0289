import { Alert, Stack, Typography } from '@mui/material';
import { DateField, Labeled, ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import type { Media } from '../../domain/entities/media';
import { StatusChip } from '../common/StatusChip';
import { MediaPreview } from '../common/media/MediaPreview';

/** A media item large and playable, with who posted it, when, and why it was removed. */
export function MediaDetails({ height = '55vh' }: { height?: number | string }) {
  const item = useRecordContext<Media>();
  const translate = useTranslate();
  if (!item) return null;
  return (
    <Stack spacing={2}>
      <MediaPreview
        url={item.url}
        posterUrl={item.thumbnailUrl}
        alt={item.caption || translate(`app.content.media_kind.${item.kind}`)}
        playable
        height={height}
        fit="contain"
      />
      {item.caption ? <Typography variant="body1">{item.caption}</Typography> : null}
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Labeled source="userId">
          <ReferenceField source="userId" reference="users" />
        </Labeled>
        <Labeled source="uploadedAt">
          <DateField source="uploadedAt" showTime />
        </Labeled>
        <Labeled source="kind">
          <Typography variant="body2">{translate(`app.content.media_kind.${item.kind}`)}</Typography>
        </Labeled>
        <Labeled source="status">
          <StatusChip group="mediaStatus" />
        </Labeled>
      </Stack>
      {item.status === 'removed' && item.removalReason ? (
        <Alert severity="warning">
          {translate('resources.media.fields.removalReason')}: {item.removalReason}
        </Alert>
      ) : null}
    </Stack>
  );
}
