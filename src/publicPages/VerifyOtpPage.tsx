import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';
import { OtpInput, emptyOtp, isCompleteOtp } from './OtpInput';
import { ResendCodeLink } from './ResendCodeLink';
import { Notice, SubmitButton } from './controls';
import { CentredLink } from './formParts';
import { Toast } from './Toast';
import { usePublicTranslate } from './translateContext';
import { AuthApiError, authApi, errorText } from '../providers/authApi';
import { getPendingChallenge, updatePendingChallenge, type PendingChallenge } from '../providers/challengeStorage';
import { AFTER_SIGN_IN_PATH, completeSignIn } from '../providers/signIn';
import { loadAdminApp } from '../routes/appChunks';

/** Codes after which this challenge is finished: the admin has to start again. */
const DEAD_END_CODES = new Set(['app.auth.otp_locked', 'app.auth.otp_expired']);

/**
 * /verify-otp: the six-digit code of the challenge /signin or /reset-password started. Signing
 * in opens the session and enters the admin app, whose code downloads while the code is typed;
 * a reset code is checked here and sent with the new password.
 */
export function VerifyOtpPage() {
  const translate = usePublicTranslate();
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingChallenge | null>(getPendingChallenge);
  const [code, setCode] = useState(emptyOtp());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; deadEnd: boolean } | null>(null);
  const [resent, setResent] = useState(0);
  const signingIn = pending?.flow === 'sign_in';

  useEffect(() => {
    if (signingIn) loadAdminApp().catch(() => undefined);
  }, [signingIn]);

  if (!pending) return <Navigate to="/signin" replace />;
  const startOver = pending.flow === 'sign_in' ? '/signin' : '/reset-password';

  const verify = async (value: string) => {
    if (busy || !isCompleteOtp(value)) return;
    setBusy(true);
    setError(null);
    try {
      if (pending.flow === 'sign_in') {
        await completeSignIn(pending.challengeId, value);
        navigate(AFTER_SIGN_IN_PATH, { replace: true });
        return;
      }
      await authApi.checkResetCode(pending.challengeId, value);
      updatePendingChallenge({ code: value });
      navigate('/new-password');
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
      setResent((n) => n + 1);
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
      <form onSubmit={submit} noValidate>
        <div className="app-stack app-stack-wide">
          {error && (
            <Notice severity="error">
              {error.text}{' '}
              {error.deadEnd && (
                <Link to={startOver} replace className="app-link">
                  {translate('app.auth.start_over')}
                </Link>
              )}
            </Notice>
          )}
          <OtpInput value={code} onChange={setCode} onComplete={verify} disabled={busy} error={!!error} autoFocus />
          <SubmitButton busy={busy} disabled={!isCompleteOtp(code)}>
            {translate('app.auth.verify')}
          </SubmitButton>
          <ResendCodeLink resendAt={pending.resendAt} onResend={resend} disabled={busy} />
          <CentredLink to={startOver} label={pending.flow === 'sign_in' ? 'app.auth.back_to_sign_in' : 'app.auth.use_another_account'} />
        </div>
      </form>
      <Toast message={resent ? translate('app.auth.code_resent') : null} id={resent} />
    </PublicLayout>
  );
}
