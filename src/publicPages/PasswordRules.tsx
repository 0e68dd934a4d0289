import { checkPassword } from '../domain/passwordPolicy';
import { Icon } from './icons';
import { usePublicTranslate } from './translateContext';

/** The password rules as a live checklist; the 72-byte limit only appears once it is broken. */
export function PasswordRules({ password }: { password: string }) {
  const translate = usePublicTranslate();
  const rules = checkPassword(password).filter((r) => r.rule !== 'max_length' || !r.ok);
  return (
    <ul className="app-rules" aria-label={translate('app.auth.password_rules.title')}>
      {rules.map(({ rule, ok }) => (
        <li key={rule} className={ok ? 'is-met' : undefined}>
          <Icon
            name={ok ? 'checkCircle' : 'circle'}
            title={translate(ok ? 'app.auth.password_rules.met' : 'app.auth.password_rules.unmet')}
          />
          {translate(`app.auth.password_rules.${rule}`)}
        </li>
      ))}
    </ul>
  );
}
