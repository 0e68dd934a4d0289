import type { Request } from 'express';
import type { ActivityEntry } from '../../src/domain/apiViews';
import type { Reads, Rec } from '../store/store';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';
import { auditEntrySeenBy } from '../../src/domain/auditVisibility';

/** Collections whose records belong to a user, and the fields that name the user. */
const OWNED: Record<string, string[]> = {
  strikes: ['userId'],
  suspensions: ['userId'],
  'verification-requests': ['userId'],
  reports: ['reportedUserId'],
  'user-requests': ['userId'],
  orders: ['customerId', 'providerId'],
  'commission-rates': ['userId'],
  referrals: ['referrerId'],
  media: ['userId'],
  quickads: ['postedByUserId'],
  'wallet-transactions': ['userId'],
};

export type { ActivityEntry };

/**
 * The audit entries about one user and the records that belong to them, newest first, limited
 * to the collections the asking admin may read (the IP address is left out). A read only: it
 * answers from what is committed.
 */
export async function userActivity(store: Reads, req: Request, userId: number): Promise<ActivityEntry[]> {
  const ids = new Map<string, Set<number>>([['users', new Set([userId])]]);
  for (const [collection, fields] of Object.entries(OWNED)) {
    if (!hasPermission(req.admin, COLLECTION_ACCESS[collection].read)) continue;
    const set = new Set<number>();
    for (const f of fields) for (const r of await store.where(collection, { [f]: userId })) set.add(Number(r.id));
    ids.set(collection, set);
  }
  const names = new Map<unknown, string>(
    (await store.all('admins')).map((a) => [a.id, `${String(a.firstName)} ${String(a.lastName)}`.trim()]),
  );
  const entries: Rec[] = [];
  for (const [resource, recordIds] of ids)
    if (recordIds.size) entries.push(...(await store.where('audit-log', { resource, recordId: [...recordIds] })));
  return (
    entries
      .map((e: Rec) => ({
        id: Number(e.id),
        at: String(e.at),
        action: String(e.action),
        resource: String(e.resource),
        recordId: e.recordId === null ? null : Number(e.recordId),
        adminId: e.adminId === null ? null : Number(e.adminId),
        adminName: names.get(e.adminId) ?? null,
        changes: e.changes as ActivityEntry['changes'],
      }))
      // The collections above are readable already; the same rule as the audit log keeps it so.
      .map((entry) => auditEntrySeenBy(req.admin, entry))
      .sort((a, b) => (a.at === b.at ? b.id - a.id : a.at < b.at ? 1 : -1))
  );
}
