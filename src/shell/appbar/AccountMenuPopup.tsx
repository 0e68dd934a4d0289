import type { ReactNode } from 'react';
import { Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem, Typography } from '@mui/material';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import AlternateEmail from '@mui/icons-material/AlternateEmail';
import HelpOutline from '@mui/icons-material/HelpOutline';
import Logout from '@mui/icons-material/Logout';
import { useTranslate } from 'react-admin';
import type { AdminData } from '../../providers/session';
import { LanguageMenuItems } from './LanguageMenuItems';
import { ThemeMenuItems } from './ThemeMenuItems';
import type { AccountDialog } from './AccountDialogs';

const ACTIONS: { dialog: AccountDialog; labelKey: string; icon: ReactNode }[] = [
  { dialog: 'photo', labelKey: 'app.shell.account.edit_photo', icon: <PhotoCameraOutlined fontSize="small" /> },
  { dialog: 'password', labelKey: 'app.shell.account.change_password', icon: <LockOutlined fontSize="small" /> },
  { dialog: 'email', labelKey: 'app.shell.account.change_email', icon: <AlternateEmail fontSize="small" /> },
  { dialog: 'help', labelKey: 'app.shell.account.help', icon: <HelpOutline fontSize="small" /> },
];

interface AccountMenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  admin: AdminData | null;
  onClose: () => void;
  onDialog: (dialog: AccountDialog) => void;
}

/**
 * The account menu itself: who is signed in, the account dialogs, language, theme, logout. Code of
 * its own (MUI's Menu, Popover and Modal), fetched when the avatar is pointed at or focused.
 */
export function AccountMenuPopup({ id, anchor, admin, onClose, onDialog }: AccountMenuPopupProps) {
  const translate = useTranslate();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 260, mt: 1 } } }}
    >
      <ListSubheader disableSticky sx={{ lineHeight: 1.4, py: 1.5 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('app.shell.account.signed_in_as')}
        </Typography>
        <Typography
          variant="body2"
          color="text.primary"
          component="p"
          sx={{ fontWeight: 600, wordBreak: 'break-all' }}
          data-testid="account-email"
        >
          {admin?.email ?? ''}
        </Typography>
      </ListSubheader>
      <Divider />
      {ACTIONS.map((a) => (
        <MenuItem key={a.dialog} onClick={() => onDialog(a.dialog)}>
          <ListItemIcon>{a.icon}</ListItemIcon>
          <ListItemText>{translate(a.labelKey)}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>
        {translate('app.language.label')}
      </ListSubheader>
      <LanguageMenuItems onChosen={onClose} />
      <Divider />
      <ListSubheader disableSticky sx={{ lineHeight: 2.5 }}>
        {translate('app.theme.label')}
      </ListSubheader>
      <ThemeMenuItems onChosen={onClose} />
      <Divider />
      <MenuItem onClick={() => onDialog('logout')}>
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        <ListItemText>{translate('app.shell.account.logout')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
