import { COLLECTIONS, type CollectionName } from '../../src/domain/collections';

export type Db = Record<CollectionName, Record<string, unknown>[]>;
type Row = Record<string, unknown>;

/**
 * Every reference between seeded records: [collection, how to read the referenced ids from a
 * record, target collection]. Nested references (status history, rate history, messages) too.
 */
const REFERENCES: [CollectionName, (r: Row) => unknown[], CollectionName][] = [
  ['verification-requests', (r) => [r.userId], 'users'],
  ['verification-requests', (r) => [r.reviewedByAdminId], 'admins'],
  ['reports', (r) => [r.reporterId, r.reportedUserId], 'users'],
  ['reports', (r) => [r.orderId], 'orders'],
  ['suspensions', (r) => [r.userId], 'users'],
  ['suspensions', (r) => [r.suspendedByAdminId], 'admins'],
  ['strikes', (r) => [r.userId], 'users'],
  ['strikes', (r) => [r.decidedByAdminId], 'admins'],
  ['flagged-chats', (r) => [r.sentByUserId], 'users'],
  ['flagged-chats', (r) => [r.lastReviewedByAdminId, r.claimedByAdminId], 'admins'],
  ['restricted-words', (r) => [r.addedByAdminId], 'admins'],
  ['user-requests', (r) => [r.userId], 'users'],
  ['error-reports', (r) => [r.reportedByUserId], 'users'],
  ['orders', (r) => [r.customerId, r.providerId], 'users'],
  ['orders', (r) => (r.statusHistory as Row[]).map((h) => h.byAdminId), 'admins'],
  ['commission-rates', (r) => [r.userId], 'users'],
  ['commission-rates', (r) => [r.grantedByAdminId, ...(r.history as Row[]).map((h) => h.byAdminId)], 'admins'],
  ['referrals', (r) => [r.referrerId, r.referredUserId], 'users'],
  ['quickads', (r) => [r.postedByUserId], 'users'],
  ['quickad-applicants', (r) => [r.quickadId], 'quickads'],
  ['quickad-applicants', (r) => [r.userId], 'users'],
  ['media', (r) => [r.userId], 'users'],
  ['payment-details', (r) => [r.userId], 'users'],
  ['wallet-transactions', (r) => [r.orderId], 'orders'],
  ['wallet-transactions', (r) => [r.userId], 'users'],
  ['support-tickets', (r) => [r.userId, ...(r.messages as Row[]).filter((m) => m.from === 'user').map((m) => m.authorId)], 'users'],
  ['support-tickets', (r) => [r.adminId, ...(r.messages as Row[]).filter((m) => m.from === 'admin').map((m) => m.authorId)], 'admins'],
  ['audit-log', (r) => [r.adminId], 'admins'],
  ['list-imports', (r) => [r.adminId], 'admins'],
];

/** Ids that a record names but that do not exist, as "collection#id field -> target#id". */
export function danglingReferences(db: Db): string[] {
  const ids = new Map(COLLECTIONS.map((c) => [c, new Set(db[c].map((r) => r.id))]));
  const problems: string[] = [];
  for (const [collection, read, target] of REFERENCES) {
    for (const record of db[collection]) {
      for (const id of read(record)) {
        if (id !== null && !ids.get(target)!.has(id)) problems.push(`${collection}#${record.id} -> ${target}#${String(id)}`);
      }
    }
  }
  // The audit log names records of the collection in `resource`.
  for (const entry of db['audit-log']) {
    const target = entry.resource as CollectionName;
    if (entry.recordId !== null && !ids.get(target)?.has(entry.recordId))
      problems.push(`audit-log#${entry.id} -> ${target}#${String(entry.recordId)}`);
  }
  return problems;
}

/** Groups records by a numeric field (e.g. strikes by userId). */
export function groupBy(rows: Row[], field: string): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const key = row[field] as number;
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}

/** Every string in a JSON value, for checks over all URLs. */
export function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const v of value) yield* strings(v);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) yield* strings(v);
}
