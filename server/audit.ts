import type { Request } from 'express';
import type { Rec, Transaction } from './store/store';

const IGNORED = new Set(['version', 'updatedAt', 'createdAt']);

export type Changes = Record<string, { before: unknown; after: unknown }>;

/** Field-by-field difference; what the audit log shows as before/after. */
export function diff(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Changes {
  const changes: Changes = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const k of keys) {
    if (IGNORED.has(k)) continue;
    const b = before?.[k];
    const a = after?.[k];
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[k] = { before: b ?? null, after: a ?? null };
  }
  return changes;
}

/** Records who did what to which record, inside the same transaction as the change itself. */
export function audit(
  tx: Transaction,
  req: Request,
  entry: {
    action: string;
    resource: string;
    recordId: number | string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<Rec> {
  return tx.insert('audit-log', {
    adminId: req.admin?.id ?? null,
    action: entry.action,
    resource: entry.resource,
    recordId: entry.recordId,
    changes: diff(entry.before, entry.after),
    ip: req.ip ?? null,
    at: tx.now,
  });
}
