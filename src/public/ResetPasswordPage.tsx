import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';
import { Notice, SubmitButton, TextInput } from './controls';
import { usePublicTranslate } from './translateContext';
import { authApi, errorText } from '../providers/authApi';
import { savePendingChallenge } from '../providers/challengeStorage';

/**
 * /reset-password: the email or phone of the account. The server answers the same whether or
 * not the account exists, so this screen always moves on to /verify-otp.
 */
export function ResetPasswordPage() {
  const translate = usePublicTranslate();
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!identifier.trim()) return;
    setBusy(true);
    setError(null);
    try {
      savePendingChallenge('password_reset', await authApi.forgotPassword(identifier.trim()));
      navigate('/verify-otp');
    } catch (e) {
      setError(errorText(translate, e));
      setBusy(false);
    }
  };

  const missing = submitted && !identifier.trim();

  return (
    <PublicLayout title="app.auth.reset_title" subtitle="app.auth.reset_subtitle">
      <form onSubmit={submit} noValidate>
        <div className="app-stack">
          {error && <Notice severity="error">{error}</Notice>}
          <TextInput
            label={translate('app.auth.identifier')}
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            autoComplete="username"
            autoFocus
            required
            error={missing}
            helperText={missing ? translate('app.auth.identifier_required') : ' '}
          />
          <SubmitButton busy={busy}>{translate('app.auth.send_code')}</SubmitButton>
          <div className="app-center">
            <Link to="/signin" className="app-link">
              {translate('app.auth.back_to_sign_in')}
            </Link>
          </div>
        </div>
      </form>
    </PublicLayout>
  );
}
