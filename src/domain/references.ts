import type { CollectionName } from './collections';

/**
 * Which fields point at a record of each collection. The server refuses to delete a
 * record that others still point at (no silent cascades), and says which ones.
 */
export const REFERENCES: Partial<Record<CollectionName, { collection: CollectionName; field: string }[]>> = {
  users: [
    { collection: 'orders', field: 'customerId' },
    { collection: 'orders', field: 'providerId' },
    { collection: 'strikes', field: 'userId' },
    { collection: 'suspensions', field: 'userId' },
    { collection: 'verification-requests', field: 'userId' },
    { collection: 'reports', field: 'reporterId' },
    { collection: 'reports', field: 'reportedUserId' },
    { collection: 'flagged-chats', field: 'sentByUserId' },
    { collection: 'user-requests', field: 'userId' },
    { collection: 'error-reports', field: 'reportedByUserId' },
    { collection: 'commission-rates', field: 'userId' },
    { collection: 'referrals', field: 'referrerId' },
    { collection: 'referrals', field: 'referredUserId' },
    { collection: 'quickads', field: 'postedByUserId' },
    { collection: 'quickad-applicants', field: 'userId' },
    { collection: 'media', field: 'userId' },
    { collection: 'payment-details', field: 'userId' },
    { collection: 'wallet-transactions', field: 'userId' },
    { collection: 'support-tickets', field: 'userId' },
  ],
  orders: [
    { collection: 'reports', field: 'orderId' },
    { collection: 'wallet-transactions', field: 'orderId' },
  ],
  quickads: [{ collection: 'quickad-applicants', field: 'quickadId' }],
  admins: [{ collection: 'audit-log', field: 'adminId' }],
};
