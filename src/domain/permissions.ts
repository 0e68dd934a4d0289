/**
 * The one permission matrix. The menu, the buttons (through authProvider.canAccess)
 * and the server (403) all ask `hasPermission`; docs/permissions.md describes it.
 */
export const PERMISSIONS = [
  'dashboard.view',
  'users.read',
  'users.edit',
  'users.verify',
  'moderation.read',
  'moderation.act',
  'strikes.issue',
  'suspensions.issue',
  'threatLibrary.manage',
  'userRequests.read',
  'userRequests.act',
  'errorReports.read',
  'errorReports.act',
  'orders.read',
  'orders.act',
  'payments.view',
  'wallet.view',
  'commissions.read',
  'commissions.manage',
  'referrals.read',
  'referrals.act',
  'admins.manage',
  'auditLog.read',
  'lists.read',
  'lists.manage',
  'support.read',
  'support.act',
  'quickads.read',
  'quickads.manage',
  'media.read',
  'media.act',
  'globe.view',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['admin', 'employee', 'tech_support', 'custom'] as const;
export type Role = (typeof ROLES)[number];

const ALL: readonly Permission[] = PERMISSIONS;

/** Employees run the marketplace day to day but never manage administrators or rates. */
const EMPLOYEE: readonly Permission[] = PERMISSIONS.filter((p) => !['admins.manage', 'commissions.manage', 'auditLog.read'].includes(p));

/** Tech Support fixes accounts and answers tickets; it never punishes users or sees card data. */
const TECH_SUPPORT: readonly Permission[] = [
  'dashboard.view',
  'users.read',
  'users.edit',
  'moderation.read',
  'userRequests.read',
  'userRequests.act',
  'errorReports.read',
  'errorReports.act',
  'orders.read',
  'referrals.read',
  'lists.read',
  'support.read',
  'support.act',
  'quickads.read',
  'media.read',
  'globe.view',
];

export const ROLE_PERMISSIONS: Record<Exclude<Role, 'custom'>, readonly Permission[]> = {
  admin: ALL,
  employee: EMPLOYEE,
  tech_support: TECH_SUPPORT,
};

export interface PermissionSubject {
  role: Role;
  /** Only read for the custom role: the permissions chosen when the admin was added. */
  permissions?: readonly string[];
}

export function permissionsOf(subject: PermissionSubject): readonly Permission[] {
  if (subject.role === 'custom') {
    return (subject.permissions ?? []).filter((p): p is Permission => (PERMISSIONS as readonly string[]).includes(p));
  }
  return ROLE_PERMISSIONS[subject.role] ?? [];
}

export function hasPermission(subject: PermissionSubject | null | undefined, permission: Permission): boolean {
  if (!subject) return false;
  return permissionsOf(subject).includes(permission);
}

export function isPermission(p: string): p is Permission {
  return (PERMISSIONS as readonly string[]).includes(p);
}

/** What reading and writing each REST collection needs. Actions declare their own permission. */
export const COLLECTION_ACCESS: Record<string, { read: Permission; write: Permission | null }> = {
  users: { read: 'users.read', write: 'users.edit' },
  'verification-requests': { read: 'users.read', write: 'users.verify' },
  reports: { read: 'moderation.read', write: 'moderation.act' },
  suspensions: { read: 'moderation.read', write: 'suspensions.issue' },
  strikes: { read: 'moderation.read', write: 'strikes.issue' },
  'flagged-chats': { read: 'moderation.read', write: 'moderation.act' },
  'restricted-words': { read: 'moderation.read', write: 'threatLibrary.manage' },
  'user-requests': { read: 'userRequests.read', write: 'userRequests.act' },
  'error-reports': { read: 'errorReports.read', write: 'errorReports.act' },
  orders: { read: 'orders.read', write: 'orders.act' },
  'commission-rates': { read: 'commissions.read', write: 'commissions.manage' },
  admins: { read: 'admins.manage', write: 'admins.manage' },
  'user-categories': { read: 'lists.read', write: 'lists.manage' },
  languages: { read: 'lists.read', write: 'lists.manage' },
  countries: { read: 'lists.read', write: 'lists.manage' },
  'services-offered': { read: 'lists.read', write: 'lists.manage' },
  referrals: { read: 'referrals.read', write: 'referrals.act' },
  quickads: { read: 'quickads.read', write: 'quickads.manage' },
  'quickad-applicants': { read: 'quickads.read', write: 'quickads.manage' },
  media: { read: 'media.read', write: 'media.act' },
  'payment-details': { read: 'payments.view', write: null },
  'wallet-transactions': { read: 'wallet.view', write: null },
  'support-tickets': { read: 'support.read', write: 'support.act' },
  'help-items': { read: 'dashboard.view', write: 'admins.manage' },
  'audit-log': { read: 'auditLog.read', write: null },
  'list-imports': { read: 'lists.read', write: null },
};
