import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { AccountDialogFrame } from './AccountDialogFrame';
import { OtpDialog } from './OtpDialog';
import { useAccountErrors } from './useAccountErrors';
import { useCodeConfirmedChange } from './useCodeConfirmedChange';
import { PasswordField } from './PasswordField';
import { PasswordRules } from '../publicPages/PasswordRules';
import { passwordProblems } from '../domain/passwordPolicy';
import { authApi } from '../providers/authApi';

const EMPTY = { current: '', next: '', confirmation: '' };

/** Change Password: current password, new password twice → Save → OTP modal → applied once the code is accepted. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const describeError = useAccountErrors();
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

  const mismatch = fields.confirmation !== '' && fields.confirmation !== fields.next;
  const weak = passwordProblems(fields.next).length > 0;

  const save = async () => {
    setSubmitted(true);
    if (!fields.current || weak || mismatch || !fields.confirmation) return;
    setBusy(true);
    setError(null);
    try {
      change.started(await authApi.changePassword(fields.current, fields.next));
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (code: string) => {
    await authApi.confirmChangePassword(change.ticket!.challengeId, code);
    notify('app.account.password_changed', { type: 'success' });
    close();
  };

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value }));

  return (
    <>
      <AccountDialogFrame
        open={open && !change.ticket}
        onClose={close}
        title="app.account.change_password"
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
          <PasswordField
            label="app.account.current_password"
            value={fields.current}
            onChange={set('current')}
            autoComplete="current-password"
            autoFocus
            required
            error={submitted && !fields.current}
            helperText={submitted && !fields.current ? translate('app.auth.password_required') : ' '}
          />
          <PasswordField
            label="app.auth.new_password"
            value={fields.next}
            onChange={set('next')}
            autoComplete="new-password"
            required
            error={submitted && weak}
          />
          <PasswordRules password={fields.next} />
          <PasswordField
            label="app.auth.confirm_password"
            value={fields.confirmation}
            onChange={set('confirmation')}
            autoComplete="new-password"
            required
            error={mismatch || (submitted && !fields.confirmation)}
            helperText={
              mismatch
                ? translate('app.auth.password_mismatch')
                : submitted && !fields.confirmation
                  ? translate('app.auth.confirm_required')
                  : ' '
            }
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
