import { useId, useState, type ReactNode } from 'react';
import { Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Logout from '@mui/icons-material/Logout';
import { useTranslate } from 'react-admin';
import { useAdminProfile } from './useAdminProfile';
import { AccountAvatar } from './AccountAvatar';
import { LanguageMenuItems } from './LanguageMenuItems';
import { ThemeMenuItems } from './ThemeMenuItems';
import type { AccountDialog } from './AccountDialogs';
import { lazyComponent } from '../lazyComponent';

// The dialogs (photo, password, email, Help Center, logout) are code of their own, fetched when
// the menu opens and mounted when one is first chosen: the first screen never waits for them.
const AccountDialogs = lazyComponent(() => import('./AccountDialogs').then((m) => m.AccountDialogs));

const ACTIONS: { dialog: AccountDialog; labelKey: string; icon: ReactNode }[] = [
  { dialog: 'photo', labelKey: 'app.shell.account.edit_photo', icon: <PhotoCameraOutlined fontSize="small" /> },
  { dialog: 'password', labelKey: 'app.shell.account.change_password', icon: <LockOutlined fontSize="small" /> },
  { dialog: 'email', labelKey: 'app.shell.account.change_email', icon: <AlternateEmail fontSize="small" /> },
  { dialog: 'help', labelKey: 'app.shell.account.help', icon: <HelpOutline fontSize="small" /> },
];

/** The top bar's avatar and the account menu: who is signed in, account dialogs, language, theme, logout. */
export function AccountMenu() {
  const translate = useTranslate();
  const admin = useAdminProfile();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [dialogsMounted, setDialogsMounted] = useState(false);
  // The menu mounts when first opened (the first screen draws only the button), then stays for its closing animation.
  const [menuMounted, setMenuMounted] = useState(false);
  const close = () => setAnchor(null);
  const openMenu = (target: HTMLElement) => {
    setMenuMounted(true);
    setAnchor(target);
    AccountDialogs.preload().catch(() => undefined);
  };
  const openDialog = (d: AccountDialog) => {
    close();
    setDialogsMounted(true);
    setDialog(d);
  };

  return (
    <>
      <button
        type="button"
        className="app-icon-button app-icon-button--avatar"
        onClick={(e) => openMenu(e.currentTarget)}
        aria-label={translate('app.shell.account.menu_label')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
      >
        <AccountAvatar admin={admin} />
      </button>
      {menuMounted && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
        >
          <ListSubheader disableSticky sx={{ lineHeight: 1.4, py: 1.5 }}>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('app.shell.account.signed_in_as')}
            </Typography>
            <Typography variant="body2" color="text.primary" component="p" sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="account-email">
              {admin?.email ?? ''}
            </Typography>
          </ListSubheader>
          <Divider />
          {ACTIONS.map((a) => (
            <MenuItem key={a.dialog} onClick={() => openDialog(a.dialog)}>
              <ListItemIcon>{a.icon}</ListItemIcon>
              <ListItemText>{translate(a.labelKey)}</ListItemText>
            </MenuItem>
          ))}
          <Divider />
          <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>{translate('app.language.label')}</ListSubheader>
          <LanguageMenuItems onChosen={close} />
          <Divider />
          <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>{translate('app.theme.label')}</ListSubheader>
          <ThemeMenuItems onChosen={close} />
          <Divider />
          <MenuItem onClick={() => openDialog('logout')}>
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate('app.shell.account.logout')}</ListItemText>
          </MenuItem>
        </Menu>
      )}
      {dialogsMounted && (
        <AccountDialogs open={dialog} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
