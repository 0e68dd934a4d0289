import { Box, Skeleton } from '@mui/material';
import BrokenImageIcon from '@mui/icons-material/BrokenImageOutlined';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutline';
import { isVideoUrl } from '../../../domain/uploads';
import { useMediaSrc } from './useMediaSrc';

interface MediaPreviewProps {
  url: string;
  /** Text alternative of the picture (a caption, or what the file is). */
  alt: string;
  /** A poster picture for a video thumbnail (users' media carry one). */
  posterUrl?: string | null;
  /** Playable video with controls, instead of a still thumbnail. */
  playable?: boolean;
  height?: number | string;
  fit?: 'cover' | 'contain';
}

/** One image or video, for thumbnails (still, with a play badge) and for viewing (playable). */
export function MediaPreview({ url, alt, posterUrl, playable = false, height = 140, fit = 'cover' }: MediaPreviewProps) {
  const video = isVideoUrl(url);
  const still = video && !playable ? (posterUrl ?? null) : url;
  const media = useMediaSrc(video && !playable ? null : url);
  const poster = useMediaSrc(posterUrl);
  const box = { width: '100%', height, display: 'block', objectFit: fit, bgcolor: 'action.hover', borderRadius: 1 } as const;

  if (media.failed) {
    return (
      <Box sx={{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center' }} role="img" aria-label={alt}>
        <BrokenImageIcon color="disabled" />
      </Box>
    );
  }
  if (video && playable) {
    if (!media.src) return <Skeleton variant="rectangular" sx={box} />;
    return (
      <Box
        component="video"
        src={media.src}
        poster={poster.src ?? undefined}
        controls
        preload="metadata"
        aria-label={alt}
        sx={{ ...box, bgcolor: 'common.black' }}
      />
    );
  }
  const stillSrc = video ? poster.src : media.src;
  return (
    <Box sx={{ position: 'relative' }}>
      {still && stillSrc ? (
        <Box component="img" src={stillSrc} alt={alt} loading="lazy" sx={box} />
      ) : video ? (
        <Box sx={{ ...box, bgcolor: 'grey.900' }} role="img" aria-label={alt} />
      ) : (
        <Skeleton variant="rectangular" sx={box} />
      )}
      {video ? (
        <PlayCircleIcon
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            m: 'auto',
            fontSize: 48,
            color: 'common.white',
            filter: 'drop-shadow(0 1px 3px rgba(0,0,0,.6))',
          }}
        />
      ) : null}
    </Box>
  );
}
