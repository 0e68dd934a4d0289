import { useLayoutEffect, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { AppTitle } from './AppTitle';
import { AppButton } from './buttons/AppButton';
import { isCurrentEntry } from './menu/navPaths';
import { useHomeEntry } from './permissions/useHomeEntry';
import { settleFirstScreen } from './firstScreenHandoff';

/**
 * A page that explains why there is nothing to show here, with a way back to the admin's home
 * (the dashboard, or the first screen a Custom access opens); never a button back to this page.
 */
export function StatusPage({ icon, titleKey, textKey }: { icon: ReactNode; titleKey: string; textKey: string }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { home } = useHomeEntry();
  const way = home && !isCurrentEntry(pathname, home) ? home : null;
  // Not the page a first screen drew (not allowed, not found, an error): it goes at once.
  useLayoutEffect(settleFirstScreen, []);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: { xs: 6, md: 10 }, px: 2 }}>
      <AppTitle title={translate(titleKey)} />
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        {translate(titleKey)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        {translate(textKey)}
      </Typography>
      {way ? (
        <AppButton variant="primary" component={Link} to={way.path}>
          {way.path === '/dashboard'
            ? translate('app.common.back_to_dashboard')
            : translate('app.common.go_to', { screen: translate(way.labelKey) })}
        </AppButton>
      ) : null}
    </Box>
  );
}
