import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { AppButton } from './buttons/AppButton';

/** A page that explains why there is nothing to show here, with a way back to the dashboard. */
export function StatusPage({ icon, titleKey, textKey }: { icon: ReactNode; titleKey: string; textKey: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: { xs: 6, md: 10 }, px: 2 }}>
      <Title title={titleKey} />
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {translate(titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate(textKey)}
      </Typography>
      <AppButton variant="primary" component={Link} to="/dashboard">
        {translate('app.common.back_to_dashboard')}
      </AppButton>
    </Box>
  );
}
