import type { ReactNode } from 'react';
import { Box, Drawer, IconButton, Typography } from '@mui/material';
import Close from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { SIDEBAR_WIDTH } from '../../domain/constants';
import { TOP_BAR_HEIGHT } from '../shellDimensions';
import { useMobileDrawer } from './MobileDrawerContext';

/**
 * Below `md`, the sidebar is a temporary drawer opened by the top bar's menu button. MUI's Drawer
 * (a Modal, with its focus trap and backdrop) is code of its own, fetched only on small screens.
 */
export function MobileSidebarDrawer({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const drawer = useMobileDrawer();
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
