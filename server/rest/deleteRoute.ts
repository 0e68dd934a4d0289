import type { Reads, Store } from '../store/store';
import { REFERENCES } from '../../src/domain/references';
import type { CollectionName } from '../../src/domain/collections';
import { HttpError } from '../http/errors';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';
import { audit } from '../audit';
import type { WriteRules } from './writeRules';
import { refuseQueryParameters } from './queryParameters';
import { DeclaredRouter } from '../http/declaredRouter';

/**
 * DELETE never cascades. A record that others still point at is refused with 409 and
 * the list of what points at it; the screens offer archiving (suspend, remove) instead.
 */
export function deleteRoute(store: Store, writeRules: WriteRules): DeclaredRouter {
  const router = new DeclaredRouter();
  router.delete('/:collection/:id', async (req, res, next) => {
    try {
      refuseQueryParameters(req);
      const { collection, id } = req.params;
      const rules = writeRules.for(collection);
      // The record, the rules' checks and the references are read in the transaction that removes
      // it: nothing can start pointing at it between the check and the delete.
      await store.transaction(async (tx) => {
        const rec = await tx.get(collection, id);
        if (!rec) throw new HttpError(404, 'Not found.');
        for (const rule of rules) await rule.beforeDelete?.({ tx, current: rec, req });
        const blockers = await referencesTo(tx, collection as CollectionName, rec.id);
        if (blockers.length) {
          // Only collections the caller may read are named and counted; the others are not even
          // hinted at (docs/decisions/0057-what-a-role-sees-of-people.md): the refusal itself already says something refers to it.
          const shown = blockers.filter((b) => hasPermission(req.admin, COLLECTION_ACCESS[b.collection].read));
          const list = shown.map((b) => `${b.count} ${b.collection} (${b.field})`).join(', ');
          const message = `This record cannot be deleted because other records refer to it${list ? `: ${list}` : ''}. Archive it instead.`;
          throw new HttpError(409, message, 'app.errors.referenced', { references: shown });
        }
        await tx.remove(collection, rec.id);
        await audit(tx, req, { action: 'delete', resource: collection, recordId: rec.id, before: rec, after: null });
      });
      res.json({});
    } catch (e) {
      next(e);
    }
  });
  return router;
}

/** What still points at a record, counted through `reads` (a transaction's, when a delete follows). */
export async function referencesTo(
  reads: Reads,
  collection: CollectionName,
  id: number | string,
): Promise<{ collection: CollectionName; field: string; count: number }[]> {
  const out: { collection: CollectionName; field: string; count: number }[] = [];
  for (const ref of REFERENCES[collection] ?? []) {
    const count = await reads.count(ref.collection, { [ref.field]: typeof id === 'number' ? id : String(id) });
    if (count) out.push({ collection: ref.collection, field: ref.field, count });
  }
  return out;
}
