import type { Rec, Transaction } from '../store/store';
import { diff } from '../audit';

/**
 * Audit entries for what the auth module does itself: sign-in and sign-out (resource `auth`),
 * password, email and photo changes and admin controls called directly (resource `admins`).
 * Same shape as server/audit.ts writes for REST and domain commands, but the actor is explicit:
 * at sign-in there is no session yet.
 */
export function auditAuthEvent(
  tx: Transaction,
  entry: {
    actorId: number;
    action: string;
    resource: 'auth' | 'admins';
    recordId: number | null;
    ip: string | null;
    before?: Record<string, unknown> | null;
    after?: Record<string, unknown> | null;
  },
): Promise<Rec> {
  return tx.insert('audit-log', {
    adminId: entry.actorId,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId,
    changes: diff(entry.before ? { ...entry.before } : null, entry.after ? { ...entry.after } : null),
    ip: entry.ip ?? '',
    at: tx.now,
  });
}
