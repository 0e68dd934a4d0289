import type { CollectionName } from './collections';

/**
 * What a list of each collection may filter and sort on: what the screens use (their filters,
 * tabs, sortable columns and reference lists), the foreign keys (a user's strikes, nested routes),
 * and a few lookups API clients need (a lookup entry by its code, an admin by email, a record's
 * audit history). Nothing more: each of these fields has an index (server/db/migrations), and
 * every other field is a 400 naming the parameter. `id` is always both (getMany, stable pages).
 * Dotted paths read a field inside a nested object (not indexed: small collections only).
 */
export interface ListFields {
  filter: readonly string[];
  sort: readonly string[];
}

export const LIST_FIELDS: Readonly<Record<CollectionName, ListFields>> = {
  users: {
    filter: ['accountType', 'verificationStatus', 'country', 'category', 'online', 'accountStatus', 'activeStrikes', 'ageBracket'],
    sort: [
      'memberSince',
      'lastName',
      'email',
      'phone',
      'accountType',
      'country',
      'basedIn',
      'profileName',
      'category',
      'dateOfBirth',
      'ageBracket',
      'rating',
      'online',
      'verificationStatus',
      'accountStatus',
      'activeStrikes',
    ],
  },
  'verification-requests': {
    filter: ['kind', 'status', 'userId'],
    sort: ['reviewDeadline', 'userId', 'requestedOn', 'selfieTakenOn', 'status', 'kind', 'reviewedAt'],
  },
  reports: {
    filter: ['kind', 'status', 'reporterId', 'reportedUserId', 'orderId'],
    sort: ['createdAt', 'reportedUserId', 'reporterId', 'reason', 'status'],
  },
  suspensions: {
    filter: ['status', 'source', 'userId'],
    sort: ['suspendedAt', 'userId', 'reason', 'source', 'status', 'liftedAt'],
  },
  strikes: {
    filter: ['status', 'userId', 'expiresAt'],
    sort: ['issuedAt', 'userId', 'reason', 'appealText', 'decision', 'status', 'expiresAt'],
  },
  'flagged-chats': {
    filter: ['status', 'matchedWords', 'sentByUserId', 'createdAt'],
    sort: ['createdAt', 'chatroomId', 'sentByUserId', 'adminNotes', 'lastReviewedAt'],
  },
  'restricted-words': {
    filter: ['normalized'],
    sort: ['addedAt', 'text', 'normalized'],
  },
  'user-requests': {
    filter: ['type', 'status', 'userId'],
    sort: [
      'createdAt',
      'status',
      'type',
      'decidedAt',
      'nameChange.nameType',
      'nameChange.currentFirstName',
      'nameChange.newFirstName',
      'dateOfBirth.current',
      'dateOfBirth.requested',
      'dataRequest.requestedOn',
      'dataRequest.legalDeadline',
      'accountRecovery.fullName',
      'accountRecovery.lostPhoneOrEmail',
      'accountRecovery.jobsInProgress',
    ],
  },
  'error-reports': {
    filter: ['status', 'reportedByUserId'],
    sort: ['reportedAt', 'reportedByUserId', 'status', 'resolvedAt'],
  },
  orders: {
    filter: ['status', 'serviceType', 'paymentDate', 'totalPrice', 'escrowBalance', 'customerId', 'providerId'],
    sort: [
      'paymentDate',
      'reference',
      'serviceType',
      'customerId',
      'totalPrice',
      'escrowBalance',
      'status',
      'dueDate',
      'dateCompleted',
      'createdAt',
      'title',
    ],
  },
  'commission-rates': {
    filter: ['status', 'userId'],
    sort: ['rateSince', 'since', 'userId', 'rate', 'status', 'grantedByAdminId', 'removedAt'],
  },
  admins: {
    filter: ['role', 'status', 'email'],
    sort: ['lastName', 'email', 'role', 'status', 'lastSignInAt', 'createdAt'],
  },
  'user-categories': { filter: ['name'], sort: ['name', 'createdAt'] },
  languages: { filter: ['code'], sort: ['name', 'code', 'createdAt'] },
  countries: { filter: ['code'], sort: ['name', 'code', 'createdAt'] },
  'services-offered': { filter: ['name'], sort: ['name', 'createdAt'] },
  referrals: {
    filter: ['linkStatus', 'referrerId', 'referredUserId', 'expiresAt'],
    sort: ['activeSince', 'referrerId', 'referredUserId', 'code', 'linkStatus', 'expiresAt', 'totalEarnings'],
  },
  quickads: {
    filter: ['owner', 'status', 'platform', 'postedByUserId'],
    sort: ['createdAt', 'title', 'platform', 'budget', 'whenToPost', 'dueDate', 'postedByUserId', 'status'],
  },
  'quickad-applicants': { filter: ['quickadId', 'userId', 'status'], sort: ['appliedAt', 'userId'] },
  media: { filter: ['status', 'kind', 'userId'], sort: ['uploadedAt', 'userId'] },
  'payment-details': { filter: ['userId'], sort: [] },
  'wallet-transactions': {
    filter: ['kind', 'at', 'orderId', 'userId'],
    sort: ['at', 'kind', 'amount', 'orderId', 'userId', 'note'],
  },
  'support-tickets': { filter: ['status', 'userId', 'adminId'], sort: ['updatedAt', 'subject', 'userId'] },
  'help-items': { filter: ['section'], sort: ['order'] },
  'audit-log': {
    filter: ['adminId', 'resource', 'action', 'at', 'recordId'],
    sort: ['at', 'adminId', 'action', 'resource', 'recordId', 'ip'],
  },
  'list-imports': { filter: ['list', 'status', 'mode'], sort: [] },
};
