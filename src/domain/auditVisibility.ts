import { COLLECTIONS } from './collections';
import { COLLECTION_ACCESS, hasPermission, type Permission, type PermissionSubject } from './permissions';

/** Every resource an audit entry can name: the collections, and `auth` for sign-in events. */
export const AUDIT_RESOURCES: readonly string[] = [...COLLECTIONS, 'auth'];

/**
 * What the API answers in place of a value the caller's role may not read: each side of an audit
 * entry's change to a record of a collection the matrix does not let the caller read. An object,
 * so no stored text can be mistaken for it; the screens show the catalogue's "hidden" label.
 */
export const WITHHELD = Object.freeze({ $withheld: true as const });
export type Withheld = typeof WITHHELD;

export function isWithheld(value: unknown): value is Withheld {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>).$withheld === true;
}

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

/**
 * The permission that reads the values of an audit entry about `resource`: its collection's read
 * permission; sign-in events (`auth`) are about administrators. Any other resource: none, so its
 * values are withheld from everyone.
 */
export function auditReadPermission(resource: string): Permission | null {
  if (resource === 'auth') return COLLECTION_ACCESS.admins.read;
  return Object.hasOwn(COLLECTION_ACCESS, resource) ? COLLECTION_ACCESS[resource].read : null;
}

export function mayReadAuditValues(subject: PermissionSubject | null | undefined, resource: string): boolean {
  const permission = auditReadPermission(resource);
  return permission !== null && hasPermission(subject, permission);
}

/** The changed fields stay named (what kind of change it was); both sides of each are withheld, absent ones too. */
export function withholdChanges(changes: AuditChanges | null | undefined): AuditChanges {
  return Object.fromEntries(Object.keys(changes ?? {}).map((field) => [field, { before: WITHHELD, after: WITHHELD }]));
}

/** An audit entry as `subject` may see it: its before/after values only if it may read the entry's collection. */
export function auditEntrySeenBy<E extends { resource: unknown; changes?: unknown }>(
  subject: PermissionSubject | null | undefined,
  entry: E,
): E {
  if (mayReadAuditValues(subject, String(entry.resource))) return entry;
  return { ...entry, changes: withholdChanges(entry.changes as AuditChanges | null | undefined) };
}
