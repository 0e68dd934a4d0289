import { useState } from 'react';
import { Typography } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { AccountDialogFrame } from './AccountDialogFrame';
import { MESSAGES } from '../domain/messages';
import { setSignInNotice } from '../providers/challengeStorage';

/** Logout: 'Are you sure you want to log out?' → the server revokes the session → 'Logout successful!' → /signin. */
export function LogoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    try {
      // authProvider.logout calls POST /api/auth/logout and clears the browser's copy. No "come back
      // here after sign-in" state: /signin reads that as "the guard sent you" and would ask to sign in.
      // The toast is /signin's to show: the admin app, and its notifications, unmount on the way.
      setSignInNotice(MESSAGES.logoutSuccess, 'success');
      await logout({}, '/signin', false);
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <AccountDialogFrame
      open={open}
      onClose={onClose}
      title="app.account.logout"
      submitLabel="app.account.logout"
      submitColor="error"
      onSubmit={confirm}
      busy={busy}
    >
      <Typography>{translate('app.account.logout_confirm')}</Typography>
    </AccountDialogFrame>
  );
}
