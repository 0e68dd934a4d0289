import type { ReactNode } from 'react';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from '../../domain/constants';
import { TOP_BAR_HEIGHT } from '../shellDimensions';
import { useMobileDrawer } from './MobileDrawerContext';
import { useSidebarForm } from './useSidebarForm';
import '../shell.css';

/**
 * The sidebar frame (react-admin Layout's `sidebar`): a permanent column of 270 or 90 px
 * below the top bar on large screens, a temporary drawer opened by the top bar's menu button below `md`.
 */
export function AppSidebar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const form = useSidebarForm();
  const drawer = useMobileDrawer();

  if (form === 'drawer') {
    return (
      <Drawer
        variant="temporary"
        open={drawer.open}
        onClose={() => drawer.setOpen(false)}
        ModalProps={{ keepMounted: true }}
        slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, maxWidth: '85vw' }, 'data-testid': 'sidebar' } as object }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', minHeight: TOP_BAR_HEIGHT, px: 2, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="p" sx={{ fontWeight: 700, fontSize: 15, lineHeight: 1.3, flexGrow: 1 }}>
            {translate('app.name')}
          </Typography>
          <IconButton onClick={() => drawer.setOpen(false)} aria-label={translate('app.shell.menu_close')} edge="end">
            <Close />
          </IconButton>
        </Box>
        {children}
      </Drawer>
    );
  }

  // The permanent column is plain elements with static CSS (shell.css): it is drawn on every
  // screen's first render, where MUI's Drawer resolved its styles at run time.
  const width = form === 'wide' ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  return (
    <div className="app-sidebar-dock" style={{ width }}>
      <div className="app-sidebar" style={{ width }} data-testid="sidebar">
        {children}
      </div>
    </div>
  );
}
