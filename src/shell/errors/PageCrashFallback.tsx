import { useLayoutEffect } from 'react';
import { Box, Typography } from '@mui/material';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { useTranslate } from 'react-admin';
import { AppButton } from '../buttons/AppButton';
import { MESSAGES } from '../../domain/messages';
import { settleFirstScreen } from '../firstScreenHandoff';

/** What replaces a page that crashed; the shell stays, so the admin can go elsewhere or reload. */
export function PageCrashFallback() {
  const translate = useTranslate();
  // The crash must be seen, not a first screen still covering it.
  useLayoutEffect(settleFirstScreen, []);
  return (
    <Box role="alert" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      <ReportProblemOutlined color="error" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h6" component="p">
        {translate(MESSAGES.unexpectedError)}
      </Typography>
      <AppButton variant="outlineBlue" onClick={() => window.location.reload()}>
        {translate('app.common.reload')}
      </AppButton>
    </Box>
  );
}
