import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PublicLayout } from './PublicLayout';
import { Notice, SubmitButton } from './controls';
import { CentredLink, IdentifierInput } from './formParts';
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
          <IdentifierInput value={identifier} onChange={setIdentifier} missing={missing} />
          <SubmitButton busy={busy}>{translate('app.auth.send_code')}</SubmitButton>
          <CentredLink to="/signin" label="app.auth.back_to_sign_in" />
        </div>
      </form>
    </PublicLayout>
  );
}
