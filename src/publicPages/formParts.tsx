import { Link } from 'react-router-dom';
import { TextInput } from './controls';
import { usePublicTranslate } from './translateContext';

/** The email-or-phone field of /signin and /reset-password, marked once the form was sent empty. */
export function IdentifierInput({ value, onChange, missing }: { value: string; onChange: (value: string) => void; missing: boolean }) {
  const translate = usePublicTranslate();
  return (
    <TextInput
      label={translate('app.auth.identifier')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoComplete="username"
      autoFocus
      required
      error={missing}
      helperText={missing ? translate('app.auth.identifier_required') : ' '}
    />
  );
}

/** The way back under a form ("Back to sign in", "Use another account"), centred. */
export function CentredLink({ to, label }: { to: string; label: string }) {
  const translate = usePublicTranslate();
  return (
    <div className="app-center">
      <Link to={to} className="app-link">
        {translate(label)}
      </Link>
    </div>
  );
}
