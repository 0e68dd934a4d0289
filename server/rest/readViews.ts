import type { Request } from 'express';
import type { CollectionName } from '../../src/domain/collections';
import type { ListQuery } from '../store/listQuery';
import { AUDIT_RESOURCES, auditEntrySeenBy, mayReadAuditValues } from '../../src/domain/auditVisibility';

type Doc = Record<string, unknown>;

/**
 * Records of a collection that describe other collections' records, shown to a caller only as far
 * as the matrix lets it read those: today the audit log, whose before/after values are withheld
 * for the collections the caller may not read. Null: the records leave as stored (no work).
 */
export function recordViewFor(collection: CollectionName, req: Request): ((doc: Doc) => Doc) | null {
  if (collection !== 'audit-log') return null;
  if (AUDIT_RESOURCES.every((resource) => mayReadAuditValues(req.admin, resource))) return null;
  return (doc) => auditEntrySeenBy(req.admin, doc as Doc & { resource: unknown });
}

/**
 * A search (`q`) matches the values of an audit entry too: for a caller who may not read some of
 * them it looks only among the entries whose values it may read, so which entry holds a hidden
 * value cannot be found by searching for it.
 */
export function searchScopeFor(collection: CollectionName, req: Request, query: ListQuery): ListQuery {
  if (collection !== 'audit-log' || !query.q) return query;
  const readable = AUDIT_RESOURCES.filter((resource) => mayReadAuditValues(req.admin, resource));
  if (readable.length === AUDIT_RESOURCES.length) return query;
  // An empty list of values matches nothing, as an impossible filter should.
  return { ...query, filters: [...query.filters, { field: 'resource', op: 'eq', values: readable }] };
}
