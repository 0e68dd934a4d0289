import type { CollectionName } from '../collections';
import type { Order } from '../entities/orders';
import type { CommissionRate } from '../entities/commissionRates';
import { orderSettlement } from '../money';
import { rateTookEffect } from '../rateInForce';
import { date, dateTime, enumLabel, humanize, enumOf, money, number, person, text, type ExportColumn } from './exportColumns';

/** The commission or the earnings as the order's card shows them (what was kept after refunds, split at the rate). */
const settled = (source: 'commission' | 'userEarnings', part: 'commission' | 'earnings'): ExportColumn =>
  money(source, { derive: (record) => orderSettlement(record as unknown as Order)[part] });

const ORDERS: readonly ExportColumn[] = [
  text('reference'),
  { source: 'serviceType', kind: 'text', label: (v) => `app.service_types.${v}` },
  enumOf('status', 'orderStatus'),
  person('customerId'),
  person('providerId'),
  text('title'),
  money('totalPrice'),
  { source: 'commissionRate', kind: 'percent' },
  settled('commission', 'commission'),
  settled('userEarnings', 'earnings'),
  money('initialDeposit'),
  money('pricePerInfluencer'),
  number('influencerCount'),
  money('escrowBalance'),
  money('remainingBalance'),
  money('refundedAmount'),
  money('cardProviderFee'),
  money('paidToYou'),
  date('paymentDate'),
  date('refundDate'),
  date('dateCompleted'),
  date('dueDate'),
  text('receiptNumber'),
  {
    source: 'additionalDeposits',
    kind: 'list',
    derive: (record) => (record.additionalDeposits as Order['additionalDeposits']).map((d) => ({ amount: d.amount, date: d.date })),
  },
];

const USERS: readonly ExportColumn[] = [
  text('firstName'),
  text('lastName'),
  text('username'),
  text('profileName'),
  text('email'),
  { source: 'phone', kind: 'phone' },
  enumOf('accountType', 'accountType'),
  { source: 'country', kind: 'country' },
  text('city'),
  text('category'),
  text('subcategory'),
  enumOf('verificationStatus', 'verificationStatus'),
  enumOf('accountStatus', 'accountStatus'),
  number('activeStrikes'),
  number('rating'),
  { source: 'online', kind: 'boolean' },
  date('memberSince'),
];

/**
 * Every list with an Export button, by collection: the columns its export writes, in order. One
 * mechanism writes them all (server/exports): a list without an entry here has no export.
 */
export const EXPORT_COLUMNS: Partial<Record<CollectionName, readonly ExportColumn[]>> = {
  orders: ORDERS,
  users: USERS,
  'wallet-transactions': [
    dateTime('at'),
    enumOf('kind', 'walletKind'),
    money('amount'),
    { source: 'orderId', kind: 'text', lookup: 'orders' },
    person('userId'),
    text('note'),
  ],
  strikes: [
    person('userId'),
    text('reason'),
    text('appealText'),
    text('decision'),
    date('issuedAt'),
    date('expiresAt'),
    enumOf('status', 'strikeStatus'),
    person('decidedByAdminId', 'admins'),
  ],
  reports: [
    person('reportedUserId'),
    { source: 'orderId', kind: 'text', lookup: 'orders' },
    person('reporterId'),
    enumOf('kind', 'reportKind'),
    text('reason'),
    enumOf('status', 'reportStatus'),
    date('createdAt'),
    date('resolvedAt'),
  ],
  'verification-requests': [
    person('userId'),
    enumOf('kind', 'requestKind'),
    dateTime('requestedOn'),
    dateTime('reviewDeadline'),
    enumOf('status', 'requestStatus'),
    text('rejectionReason'),
    dateTime('reviewedAt'),
    person('reviewedByAdminId', 'admins'),
  ],
  suspensions: [
    person('userId'),
    date('suspendedAt'),
    text('reason'),
    enumOf('source', 'suspensionSource'),
    enumOf('status', 'suspensionStatus'),
    date('liftedAt'),
    person('suspendedByAdminId', 'admins'),
  ],
  'flagged-chats': [
    person('sentByUserId'),
    text('message'),
    { source: 'matchedWords', kind: 'list' },
    enumOf('status', 'flaggedChatStatus'),
    dateTime('createdAt', { header: 'app.moderation.flagged_chats.sent_at' }),
    dateTime('lastReviewedAt'),
    person('lastReviewedByAdminId', 'admins'),
    text('adminNotes'),
  ],
  'user-requests': [
    person('userId'),
    enumOf('type', 'userRequestType'),
    enumOf('status', 'userRequestStatus'),
    date('createdAt'),
    date('decidedAt'),
    text('decisionReason'),
  ],
  referrals: [
    person('referrerId'),
    person('referredUserId'),
    text('code'),
    enumOf('linkStatus', 'linkStatus'),
    date('activeSince'),
    date('expiresAt'),
    money('totalEarnings'),
  ],
  'audit-log': [
    dateTime('at'),
    person('adminId', 'admins'),
    {
      source: 'action',
      kind: 'text',
      label: (v) => `app.administration.audit.actions.${v}`,
      unlabelled: humanize,
    },
    {
      source: 'resource',
      kind: 'text',
      label: (v) => (v === 'auth' ? 'app.administration.audit.auth_resource' : `resources.${v}.name`),
      unlabelled: humanize,
    },
    { source: 'recordId', kind: 'text', lookupIn: 'resource' },
    text('ip'),
    { source: 'changes', kind: 'changes' },
  ],
  admins: [
    text('firstName'),
    text('lastName'),
    text('email'),
    { source: 'phone', kind: 'phone' },
    { source: 'role', kind: 'text', label: (v) => `app.administration.roles.${v}` },
    { source: 'status', kind: 'text', label: (v) => `app.administration.admin_status.${v}` },
    dateTime('lastSignInAt'),
    date('createdAt'),
  ],
  'restricted-words': [text('text'), date('addedAt'), person('addedByAdminId', 'admins')],
  'error-reports': [
    person('reportedByUserId'),
    dateTime('reportedAt'),
    text('description'),
    enumOf('status', 'errorReportStatus'),
    dateTime('resolvedAt'),
  ],
  'support-tickets': [text('subject'), person('userId'), enumOf('status', 'ticketStatus'), dateTime('createdAt'), dateTime('updatedAt')],
  media: [
    person('userId'),
    enumOf('kind', 'mediaKind'),
    text('caption'),
    dateTime('uploadedAt'),
    enumOf('status', 'mediaStatus'),
    text('removalReason'),
  ],
  quickads: [
    text('title'),
    person('postedByUserId'),
    { source: 'categories', kind: 'list' },
    enumOf('platform', 'platform'),
    money('budget'),
    date('whenToPost'),
    date('dueDate'),
    enumOf('status', 'quickadStatus'),
  ],
  countries: [text('name'), text('code'), date('createdAt')],
  languages: [text('name'), text('code'), date('createdAt')],
  'user-categories': [text('name'), { source: 'subcategories', kind: 'list' }, date('createdAt')],
  'services-offered': [text('name'), text('description'), date('createdAt')],
  'commission-rates': [
    person('userId'),
    { source: 'rate', kind: 'percent' },
    { source: 'status', kind: 'text', label: enumLabel('rateStatus') },
    person('grantedByAdminId', 'admins'),
    date('since', { derive: (record) => rateTookEffect(record as unknown as CommissionRate) }),
    date('removedAt'),
    {
      source: 'history',
      kind: 'list',
      derive: (record) =>
        (record.history as CommissionRate['history']).map((h) => ({
          label: `app.enums.rateChange.${h.change}`,
          percent: h.rate,
          date: h.at,
        })),
    },
  ],
};

/**
 * Columns of collections with no export, for the audit log's changes to their records only
 * (auditChanges.ts reads EXPORT_COLUMNS first, then these).
 */
export const AUDIT_ONLY_COLUMNS: Partial<Record<CollectionName, readonly ExportColumn[]>> = {
  'list-imports': [
    { source: 'list', kind: 'text', label: (v) => `resources.${v}.name` },
    { source: 'mode', kind: 'text', label: (v) => `app.administration.list_import.modes.${v}` },
    enumOf('status', 'listImportStatus'),
    number('rowCount'),
    dateTime('at'),
    person('adminId', 'admins'),
  ],
};
