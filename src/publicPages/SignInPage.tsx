import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MESSAGES } from '../domain/messages';
import { PublicLayout } from './PublicLayout';
import { Notice, PasswordInput, SubmitButton } from './controls';
import { IdentifierInput } from './formParts';
import { Toast } from './Toast';
import { usePublicTranslate } from './translateContext';
import { errorText } from '../providers/authApi';
import { takeSignInNotice, type SignInNotice } from '../providers/challengeStorage';
import { startSignIn } from '../providers/signIn';

/**
 * Why the browser was sent here, read once: a notice left by the app (the session ended, signed
 * out, password saved), else the route guard's redirect, which carries the page the visitor
 * asked for (`nextPathname`).
 */
function arrivalNotice(state: unknown): SignInNotice | null {
  return (
    takeSignInNotice() ??
    ((state as { nextPathname?: string } | null)?.nextPathname ? { key: MESSAGES.signInRequired, kind: 'info' } : null)
  );
}

/** /signin: email or phone and password; on success the server mails a code and /verify-otp asks for it. */
export function SignInPage() {
  const translate = usePublicTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice] = useState(() => arrivalNotice(location.state));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!identifier.trim() || !password) return;
    setBusy(true);
    setError(null);
    try {
      await startSignIn(identifier.trim(), password);
      navigate('/verify-otp');
    } catch (e) {
      setError(errorText(translate, e));
      setBusy(false);
    }
  };

  const missing = (value: string) => submitted && !value.trim();

  return (
    <PublicLayout title="app.auth.sign_in_title" subtitle="app.auth.sign_in_subtitle">
      <form onSubmit={submit} noValidate>
        <div className="app-stack">
          {notice?.kind === 'info' && <Notice severity="info">{translate(notice.key)}</Notice>}
          {error && <Notice severity="error">{error}</Notice>}
          <IdentifierInput value={identifier} onChange={setIdentifier} missing={missing(identifier)} />
          <PasswordInput
            label={translate('app.auth.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            required
            error={missing(password)}
            helperText={missing(password) ? translate('app.auth.password_required') : ' '}
          />
          <div className="app-right">
            <Link to="/reset-password" className="app-link">
              {translate('app.auth.forgot_password')}
            </Link>
          </div>
          <SubmitButton busy={busy}>{translate('app.auth.sign_in')}</SubmitButton>
        </div>
      </form>
      <Toast message={notice?.kind === 'success' ? translate(notice.key) : null} />
    </PublicLayout>
  );
}
