import { useState } from 'react';
import { Alert, Stack, TextField } from '@mui/material';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { AccountDialogFrame } from './AccountDialogFrame';
import { OtpDialog } from './OtpDialog';
import { useAccountErrors } from './useAccountErrors';
import { useCodeConfirmedChange } from './useCodeConfirmedChange';
import { PasswordField } from './PasswordField';
import { authApi } from '../providers/authApi';
import { setAdminData } from '../providers/session';

const EMPTY = { email: '', confirmation: '', password: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Change Email: new address twice and the current password → Save → the code goes to the new
 * address → OTP modal → the server changes the email once it accepts the code.
 */
export function ChangeEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useAccountErrors();
  const { refetch } = useGetIdentity();
  const change = useCodeConfirmedChange();
  const [fields, setFields] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setFields(EMPTY);
    setSubmitted(false);
    setError(null);
    change.reset();
    onClose();
  };

  const email = fields.email.trim();
  const invalid = !EMAIL.test(email);
  const mismatch = fields.confirmation.trim() !== '' && fields.confirmation.trim().toLowerCase() !== email.toLowerCase();

  const save = async () => {
    setSubmitted(true);
    if (invalid || mismatch || !fields.confirmation.trim() || !fields.password) return;
    setBusy(true);
    setError(null);
    try {
      change.started(await authApi.changeEmail(email, fields.password));
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    const { admin } = await authApi.confirmChangeEmail(change.ticket!.challengeId, code);
    setAdminData(admin);
    await refetch();
    notify('app.account.email_changed', { type: 'success' });
    close();
  };

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));
  const emailHelp = submitted && invalid ? translate('app.account.email_invalid') : ' ';
  const confirmHelp = mismatch
    ? translate('app.account.email_mismatch')
    : submitted && !fields.confirmation.trim()
      ? translate('app.account.email_confirm_required')
      : ' ';

  return (
    <>
      <AccountDialogFrame
        open={open && !change.ticket}
        onClose={close}
        title="app.account.change_email"
        submitLabel="app.common.save"
        onSubmit={save}
        busy={busy}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={translate('app.account.new_email')}
            type="email"
            value={fields.email}
            onChange={set('email')}
            autoComplete="email"
            autoFocus
            required
            fullWidth
            error={submitted && invalid}
            helperText={emailHelp}
          />
          <TextField
            label={translate('app.account.confirm_email')}
            type="email"
            value={fields.confirmation}
            onChange={set('confirmation')}
            autoComplete="email"
            required
            fullWidth
            error={mismatch || (submitted && !fields.confirmation.trim())}
            helperText={confirmHelp}
          />
          <PasswordField
            label="app.account.current_password"
            value={fields.password}
            onChange={set('password')}
            autoComplete="current-password"
            required
            error={submitted && !fields.password}
            helperText={submitted && !fields.password ? translate('app.auth.password_required') : ' '}
          />
        </Stack>
      </AccountDialogFrame>
      {change.ticket && (
        <OtpDialog
          open={open}
          onClose={close}
          destination={change.ticket.destination}
          resendAt={change.ticket.resendAt}
          onVerify={verify}
          onResend={change.resend}
        />
      )}
    </>
  );
}
