import { AppBar, Box, Toolbar } from '@mui/material';
import { LoadingIndicator, TitlePortal, useTranslate } from 'react-admin';
import { TOP_BAR_HEIGHT } from '../shellDimensions';
import { SidebarToggleButton } from './SidebarToggleButton';
import { TopBarSearch } from './TopBarSearch';
import { AccountMenu } from './AccountMenu';
import { AppBrand } from './AppBrand';

/** The shell's top bar (react-admin Layout's `appBar`): sidebar toggle, page title, shared search, account. */
export function AppTopBar() {
  const translate = useTranslate();
  return (
    <AppBar position="fixed" color="inherit" elevation={0} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ minHeight: { xs: TOP_BAR_HEIGHT }, height: TOP_BAR_HEIGHT, gap: { xs: 1, sm: 2 }, px: { xs: 1.5, sm: 2 } }}>
        <SidebarToggleButton />
        <Box sx={{ display: { xs: 'none', sm: 'flex' } }}>
          <AppBrand />
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, minWidth: 0, flex: '0 1 auto', maxWidth: '25%', pl: 2, borderLeft: 1, borderColor: 'divider' }}>
          <TitlePortal sx={{ fontSize: 16, fontWeight: 600, color: 'text.secondary' }} />
        </Box>
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: { xs: 'stretch', md: 'center' }, minWidth: 0 }}>
          <TopBarSearch />
        </Box>
        {/* The indicator passes unknown props to its progress: the name axe asks of every progressbar. */}
        <LoadingIndicator aria-label={translate('app.shell.loading')} />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
