import { Box, Grid, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { fullName } from '../../../domain/people';

/** The intro video and the music as the marketplace plays them, with native (keyboard-usable) controls. */
export function UserMediaPlayers() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const name = fullName(record);
  const none = (
    <Typography variant="body2" color="text.secondary">
      {translate('app.manageUsers.user.no_media')}
    </Typography>
  );
  return (
    <Grid container spacing={3} sx={{ mb: 3 }}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('resources.users.fields.introVideoUrl')}
        </Typography>
        {record.introVideoUrl ? (
          <Box
            component="video"
            controls
            preload="metadata"
            src={record.introVideoUrl}
            aria-label={translate('app.manageUsers.user.intro_video_of', { name })}
            sx={{ width: '100%', maxHeight: 320, borderRadius: 1, bgcolor: 'common.black' }}
          />
        ) : (
          none
        )}
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate('resources.users.fields.musicUrl')}
        </Typography>
        {record.musicUrl ? (
          <Box
            component="audio"
            controls
            preload="metadata"
            src={record.musicUrl}
            aria-label={translate('app.manageUsers.user.music_of', { name })}
            sx={{ width: '100%' }}
          />
        ) : (
          none
        )}
      </Grid>
    </Grid>
  );
}
