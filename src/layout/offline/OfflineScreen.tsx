import { Box, Typography } from '@mui/material';
import WifiOff from '@mui/icons-material/WifiOff';
import { useTranslate } from 'react-admin';
import { AppButton } from '../buttons/AppButton';
import { MESSAGES } from '../../domain/messages';

export interface OfflineScreenProps {
  /** Shows a "Try again" button that checks the connection now. */
  onRetry?: () => void;
  /** The check is running: the button waits. */
  checking?: boolean;
}

/**
 * "No Internet Connection", full viewport and centred (specification section 2). Presentational:
 * the shell's offline overlay and the public /nointernet page both draw it.
 */
export function OfflineScreen({ onRetry, checking = false }: OfflineScreenProps) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        px: 3,
        bgcolor: 'background.default',
        color: 'text.primary',
      }}
    >
      <WifiOff sx={{ fontSize: 72, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h4" component="h1" id="offline-title" sx={{ fontWeight: 700 }}>
        {translate(MESSAGES.offlineTitle)}
      </Typography>
      <Typography color="text.secondary" id="offline-text">
        {translate(MESSAGES.offlineText)}
      </Typography>
      {onRetry ? (
        <AppButton variant="outlineBlue" onClick={onRetry} disabled={checking} sx={{ mt: 1 }}>
          {translate('app.shell.offline_retry')}
        </AppButton>
      ) : null}
    </Box>
  );
}
