import { ACTIONS } from '../../../domain/actions';
import { IMPORT_MODES } from '../../../domain/vocabulary/listImports';

/** What the auth module writes itself (sign-in and account changes); resource `auth` or `admins`. */
const AUTH_EVENTS = [
  'sign_in',
  'sign_in_refused',
  'sign_out',
  'sign_out_all',
  'accept_invite',
  'change_email',
  'change_password',
  'change_photo',
  'password_reset',
];

/** Every action an audit entry can name: REST writes, domain commands, sign-in events and list imports. */
export const AUDIT_ACTIONS: readonly string[] = [
  ...new Set(['create', 'update', 'delete', ...ACTIONS.map((a) => a.name), ...AUTH_EVENTS, ...IMPORT_MODES.map((m) => `import_${m}`)]),
].sort();

/** Every resource an audit entry can name (the server withholds values by the same list). */
export { AUDIT_RESOURCES } from '../../../domain/auditVisibility';

/** "cancel_by_admin" -> "Cancel by admin": the label of an action the catalogue does not name (yet). */
export { humanize } from '../../../domain/exports/exportColumns';

export const actionLabelKey = (action: string) => `app.administration.audit.actions.${action}`;
export const resourceLabelKey = (resource: string) =>
  resource === 'auth' ? 'app.administration.audit.auth_resource' : `resources.${resource}.name`;
