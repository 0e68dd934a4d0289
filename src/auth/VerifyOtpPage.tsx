import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, Stack } from '@mui/material';
import { Link, Navigate, useNotify, useRedirect, useTranslate } from 'react-admin';
import { PublicLayout } from './PublicLayout';
import { OtpInput, emptyOtp, isCompleteOtp } from './OtpInput';
import { ResendCodeLink } from './ResendCodeLink';
import { AuthApiError, authApi, errorText } from '../providers/authApi';
import { getPendingChallenge, updatePendingChallenge, type PendingChallenge } from '../providers/challengeStorage';
import { useCompleteSignIn } from './useCompleteSignIn';

/** Codes after which this challenge is finished: the admin has to start again. */
const DEAD_END_CODES = new Set(['app.auth.otp_locked', 'app.auth.otp_expired']);

/**
 * /verify-otp: the six-digit code of the challenge /signin or /reset-password started. Signing
 * in opens the session; a reset code is checked here and sent with the new password.
 */
export function VerifyOtpPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const completeSignIn = useCompleteSignIn();
  const [pending, setPending] = useState<PendingChallenge | null>(getPendingChallenge);
  const [code, setCode] = useState(emptyOtp());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; deadEnd: boolean } | null>(null);

  if (!pending) return <Navigate to="/signin" replace />;
  const startOver = pending.flow === 'sign_in' ? '/signin' : '/reset-password';

  const verify = async (value: string) => {
    if (busy || !isCompleteOtp(value)) return;
    setBusy(true);
    setError(null);
    try {
      if (pending.flow === 'sign_in') {
        await completeSignIn(pending.challengeId, value);
        return;
      }
      await authApi.checkResetCode(pending.challengeId, value);
      updatePendingChallenge({ code: value });
      redirect('/new-password');
    } catch (e) {
      const deadEnd = e instanceof AuthApiError && DEAD_END_CODES.has(e.code ?? '');
      setError({ text: errorText(translate, e), deadEnd });
      setCode(emptyOtp());
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const ticket = await authApi.resendOtp(pending.challengeId);
      const resendAt = Date.now() + ticket.resendAfter * 1000;
      updatePendingChallenge({ resendAt });
      setPending({ ...pending, resendAt });
      setError(null);
      notify('app.auth.code_resent', { type: 'success' });
    } catch (e) {
      setError({ text: errorText(translate, e), deadEnd: e instanceof AuthApiError && DEAD_END_CODES.has(e.code ?? '') });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(code);
  };

  const subtitle = pending.destination
    ? translate('app.auth.verify_subtitle_to', { destination: pending.destination })
    : translate('app.auth.verify_subtitle');

  return (
    <PublicLayout title="app.auth.verify_title" subtitle={<>{subtitle}</>}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={3}>
          {error && (
            <Alert severity="error" role="alert">
              {error.text}{' '}
              {error.deadEnd && (
                <Link to={startOver} replace>
                  {translate('app.auth.start_over')}
                </Link>
              )}
            </Alert>
          )}
          <OtpInput value={code} onChange={setCode} onComplete={verify} disabled={busy} error={!!error} autoFocus />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={busy || !isCompleteOtp(code)}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-label={translate('ra.message.loading')} /> : null}
          >
            {translate('app.auth.verify')}
          </Button>
          <ResendCodeLink resendAt={pending.resendAt} onResend={resend} disabled={busy} />
          <Box sx={{ textAlign: 'center' }}>
            <Link to={startOver} variant="body2">
              {translate(pending.flow === 'sign_in' ? 'app.auth.back_to_sign_in' : 'app.auth.use_another_account')}
            </Link>
          </Box>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
