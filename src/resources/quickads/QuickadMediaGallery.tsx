import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Quickad } from '../../domain/entities/quickads';
import { MediaPreview } from '../common/media/MediaPreview';

/** The ad's images and videos, playable in place. */
export function QuickadMediaGallery() {
  const ad = useRecordContext<Quickad>();
  const translate = useTranslate();
  if (!ad) return null;
  if (!ad.mediaUrls.length) return <Typography variant="body2">{translate('app.content.quickads.no_media')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {ad.mediaUrls.map((url, i) => (
        <MediaPreview
          key={url}
          url={url}
          alt={translate('app.content.quickads.media_item', { position: i + 1, title: ad.title })}
          playable
          height={180}
          fit="contain"
        />
      ))}
    </Box>
  );
}
