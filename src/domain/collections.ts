/** Every REST collection the reference API serves under /api. */
export const COLLECTIONS = [
  'users',
  'verification-requests',
  'reports',
  'suspensions',
  'strikes',
  'flagged-chats',
  'restricted-words',
  'user-requests',
  'error-reports',
  'orders',
  'commission-rates',
  'admins',
  'user-categories',
  'languages',
  'countries',
  'services-offered',
  'referrals',
  'quickads',
  'quickad-applicants',
  'media',
  'payment-details',
  'wallet-transactions',
  'support-tickets',
  'help-items',
  'audit-log',
  'list-imports',
] as const;

export type CollectionName = (typeof COLLECTIONS)[number];

export function isCollection(name: string): name is CollectionName {
  return (COLLECTIONS as readonly string[]).includes(name);
}

/** Collections the API never writes through plain REST (only through the server's own logic). */
export const READ_ONLY_COLLECTIONS: readonly CollectionName[] = ['audit-log', 'list-imports'];

/**
 * The foreign key a nested list filters on: /users/3/strikes lists the strikes whose `userId`
 * is 3 (json-server's convention).
 */
export function nestedForeignKey(parent: string): string {
  const camel = parent.replace(/-([a-z])/g, (_m, c: string) => c.toUpperCase());
  return `${camel.endsWith('ies') ? `${camel.slice(0, -3)}y` : camel.replace(/s$/, '')}Id`;
}
