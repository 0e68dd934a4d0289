import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';
import { PasswordRules } from './PasswordRules';
import { OtpInput, emptyOtp, isCompleteOtp } from './OtpInput';
import { Notice, PasswordInput, SubmitButton } from './controls';
import { CentredLink } from './formParts';
import { usePublicTranslate } from './translateContext';
import { AuthApiError, authApi, errorText } from '../providers/authApi';
import { clearPendingChallenge, getPendingChallenge, setSignInNotice } from '../providers/challengeStorage';
import { passwordProblems } from '../domain/passwordPolicy';

/**
 * What this visit sets a password for:
 * - `?invite=<email>`: accepting an invite (the code comes from the invite mail);
 * - `?challenge=<id>`: a reset an administrator sent (the code comes from the mail);
 * - otherwise the reset this tab started, whose code /verify-otp already checked.
 */
type Purpose = { kind: 'invite'; email: string } | { kind: 'reset'; challengeId: string; code?: string };

function purposeOf(search: string): Purpose | 'verify' | null {
  const params = new URLSearchParams(search);
  const invite = params.get('invite');
  if (invite) return { kind: 'invite', email: invite };
  const challenge = params.get('challenge');
  if (challenge) return { kind: 'reset', challengeId: challenge };
  const pending = getPendingChallenge();
  if (pending?.flow !== 'password_reset') return null;
  return pending.code ? { kind: 'reset', challengeId: pending.challengeId, code: pending.code } : 'verify';
}

/** /new-password: the new password twice, with the rules shown as they are met. */
export function NewPasswordPage() {
  const translate = usePublicTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [purpose] = useState(() => purposeOf(location.search));
  const [code, setCode] = useState(emptyOtp());
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; codeProblem: boolean } | null>(null);

  if (purpose === 'verify') return <Navigate to="/verify-otp" replace />;
  if (!purpose) return <Navigate to="/reset-password" replace />;

  const needsCode = purpose.kind === 'invite' || !purpose.code;
  const mismatch = confirmation !== '' && confirmation !== password;
  const weak = passwordProblems(password).length > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (weak || mismatch || !confirmation || (needsCode && !isCompleteOtp(code))) return;
    setBusy(true);
    setError(null);
    try {
      if (purpose.kind === 'invite') await authApi.acceptInvite(purpose.email, code, password);
      else await authApi.resetPassword(purpose.challengeId, purpose.code ?? code, password);
      clearPendingChallenge();
      setSignInNotice(purpose.kind === 'invite' ? 'app.auth.invite_accepted' : 'app.auth.password_updated', 'success');
      navigate('/signin');
    } catch (e) {
      const codeProblem = e instanceof AuthApiError && (e.code ?? '').startsWith('app.auth.otp_');
      setError({ text: errorText(translate, e), codeProblem });
      setBusy(false);
    }
  };

  return (
    <PublicLayout
      title={purpose.kind === 'invite' ? 'app.auth.invite_title' : 'app.auth.new_password_title'}
      subtitle={
        purpose.kind === 'invite' ? (
          <>{translate('app.auth.invite_subtitle', { email: purpose.email })}</>
        ) : (
          'app.auth.new_password_subtitle'
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <div className="app-stack">
          {error && (
            <Notice severity="error">
              {error.text}{' '}
              {error.codeProblem && purpose.kind === 'reset' && (
                <Link to="/reset-password" replace className="app-link">
                  {translate('app.auth.start_over')}
                </Link>
              )}
            </Notice>
          )}
          {needsCode && (
            <div className="app-stack app-stack-tight">
              <p className="app-body2 app-secondary">{translate('app.auth.code_from_mail')}</p>
              <OtpInput value={code} onChange={setCode} error={submitted && !isCompleteOtp(code)} disabled={busy} autoFocus />
            </div>
          )}
          <PasswordInput
            label={translate('app.auth.new_password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
            autoFocus={!needsCode}
            required
            error={submitted && weak}
          />
          <PasswordRules password={password} />
          <PasswordInput
            label={translate('app.auth.confirm_password')}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            autoComplete="new-password"
            required
            error={mismatch || (submitted && !confirmation)}
            helperText={
              mismatch ? translate('app.auth.password_mismatch') : submitted && !confirmation ? translate('app.auth.confirm_required') : ' '
            }
          />
          <SubmitButton busy={busy}>
            {translate(purpose.kind === 'invite' ? 'app.auth.activate_account' : 'app.auth.save_password')}
          </SubmitButton>
          <CentredLink to="/signin" label="app.auth.back_to_sign_in" />
        </div>
      </form>
    </PublicLayout>
  );
}
