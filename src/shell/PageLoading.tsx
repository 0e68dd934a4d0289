import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A screen whose code or record is on its way: react-admin's Loading, with the progress indicator
 * named for assistive technology (its own has no accessible name) and the text it announces.
 */
export function PageLoading() {
  const translate = useTranslate();
  const label = translate('ra.page.loading');
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        minHeight: 240,
        color: 'text.secondary',
      }}
    >
      <CircularProgress aria-label={label} />
      <Typography variant="body2">{translate('ra.message.loading')}</Typography>
    </Box>
  );
}
