import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useAdminProfile } from './useAdminProfile';
import { AccountAvatar } from './AccountAvatar';
import type { AccountDialog } from './AccountDialogs';
import { lazyComponent } from '../lazyComponent';

// The menu and the dialogs (photo, password, email, Help Center, logout) are code of their own:
// the menu's is fetched when the avatar is pointed at or focused, the dialogs' when the menu opens,
// so the first screen draws only the button.
const AccountMenuPopup = lazyComponent(() => import('./AccountMenuPopup').then((m) => m.AccountMenuPopup));
const AccountDialogs = lazyComponent(() => import('./AccountDialogs').then((m) => m.AccountDialogs));

const preloadMenu = () => {
  AccountMenuPopup.preload().catch(() => undefined);
};

/** The top bar's avatar and the account menu: who is signed in, account dialogs, language, theme, logout. */
export function AccountMenu() {
  const translate = useTranslate();
  const admin = useAdminProfile();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<AccountDialog | null>(null);
  const [dialogsMounted, setDialogsMounted] = useState(false);
  // The menu mounts when first opened, then stays for its closing animation.
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
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        aria-label={translate('app.shell.account.menu_label')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
      >
        <AccountAvatar admin={admin} />
      </button>
      {menuMounted && <AccountMenuPopup id={menuId} anchor={anchor} admin={admin} onClose={close} onDialog={openDialog} />}
      {dialogsMounted && <AccountDialogs open={dialog} onClose={() => setDialog(null)} />}
    </>
  );
}
