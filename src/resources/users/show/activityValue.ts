import { enumKey } from '../shared/enumChoices';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const MAX_VALUE = 80;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** The catalogue group of an enum field, per collection (several share a field named `status`). */
const ENUM_GROUPS: Record<string, string> = {
  'users.verificationStatus': 'verificationStatus',
  'users.accountStatus': 'accountStatus',
  'users.accountType': 'accountType',
  'users.gender': 'gender',
  'users.ageBracket': 'ageBracket',
  'strikes.status': 'strikeStatus',
  'suspensions.status': 'suspensionStatus',
  'suspensions.source': 'suspensionSource',
  'reports.status': 'reportStatus',
  'reports.kind': 'reportKind',
};

/**
 * A value of an audit entry as a person reads it: instants in the chosen language's date format,
 * enum values by their label, other records by what they are ("Administrator #1"), nothing as "—".
 */
export function activityValue(resource: string, field: string, value: unknown, translate: Translate, locale: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  }
  const group = ENUM_GROUPS[`${resource}.${field}`];
  if (group && typeof value === 'string') return translate(enumKey(group, value), { _: value });
  if (typeof value === 'number' && /AdminId$/.test(field)) return translate('app.manageUsers.activity.admin_ref', { id: value });
  if (typeof value === 'number' && /(^u|U)serId$/.test(field)) return translate('app.manageUsers.activity.user_ref', { id: value });
  if (typeof value === 'boolean') return translate(value ? 'app.manageUsers.activity.yes' : 'app.manageUsers.activity.no');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}
