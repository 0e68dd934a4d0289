import { enumKey } from '../../common/enumChoices';
import { isWithheld } from '../../../domain/auditVisibility';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const MAX_VALUE = 80;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** The catalogue key of an enum field's value, per collection (several share a field named `status`). */
const group = (name: string) => (value: string) => enumKey(name, value);
const ENUM_LABELS: Record<string, (value: string) => string> = {
  'users.verificationStatus': group('verificationStatus'),
  'users.accountStatus': group('accountStatus'),
  'users.accountType': group('accountType'),
  'users.gender': group('gender'),
  'users.ageBracket': group('ageBracket'),
  'strikes.status': group('strikeStatus'),
  'suspensions.status': group('suspensionStatus'),
  'suspensions.source': group('suspensionSource'),
  'reports.status': group('reportStatus'),
  'reports.kind': group('reportKind'),
  'commission-rates.status': (value) => `app.enums.rateStatus.${value}`,
  'orders.status': (value) => `app.enums.orderStatus.${value}`,
  'orders.serviceType': (value) => `app.service_types.${value}`,
};

/**
 * A value of an audit entry as a person reads it: instants in the chosen language's date format,
 * enum values by their label, other records by what they are ("Administrator #1"), nothing as "—",
 * a value the server withholds from the role by the catalogue's "hidden" label.
 */
export function activityValue(resource: string, field: string, value: unknown, translate: Translate, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (isWithheld(value)) return translate('app.administration.audit.withheld');
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  }
  const label = ENUM_LABELS[`${resource}.${field}`];
  if (label && typeof value === 'string') return translate(label(value), { _: value });
  // A list (a rate's history, a user's languages): its length says what changed, not its JSON.
  if (Array.isArray(value) && value.some((v) => v !== null && typeof v === 'object')) {
    return translate('app.manageUsers.activity.entries', { smart_count: value.length });
  }
  if (Array.isArray(value)) return truncate(value.join(', '));
  if (typeof value === 'number' && /AdminId$/.test(field)) return translate('app.manageUsers.activity.admin_ref', { id: value });
  if (typeof value === 'number' && /(^u|U)serId$/.test(field)) return translate('app.manageUsers.activity.user_ref', { id: value });
  if (typeof value === 'boolean') return translate(value ? 'app.manageUsers.activity.yes' : 'app.manageUsers.activity.no');
  return truncate(typeof value === 'string' ? value : JSON.stringify(value));
}

function truncate(text: string): string {
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}
