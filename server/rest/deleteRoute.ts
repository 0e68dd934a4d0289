import { Router } from 'express';
import type { Store } from '../store/store';
import { REFERENCES } from '../../src/domain/references';
import type { CollectionName } from '../../src/domain/collections';
import { HttpError } from '../http/errors';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';
import { audit } from '../audit';
import { writeRulesFor } from './writeRules';
import { refuseQueryParameters } from './queryParameters';

/**
 * DELETE never cascades. A record that others still point at is refused with 409 and
 * the list of what points at it; the screens offer archiving (suspend, remove) instead.
 */
export function deleteRoute(store: Store): Router {
  const router = Router();
  router.delete('/:collection/:id', async (req, res, next) => {
    try {
      refuseQueryParameters(req);
      const { collection, id } = req.params;
      const rec = store.get(collection, id);
      if (!rec) throw new HttpError(404, 'Not found.');
      const rules = writeRulesFor(collection);
      for (const rule of rules) rule.beforeDelete?.({ store, current: rec, req });
      const blockers = referencesTo(store, collection as CollectionName, rec.id);
      if (blockers.length) {
        // Only collections the caller may read are named and counted; the others are not even
        // hinted at (decisions.md, #36): the refusal itself already says something refers to it.
        const shown = blockers.filter((b) => hasPermission(req.admin, COLLECTION_ACCESS[b.collection].read));
        const list = shown.map((b) => `${b.count} ${b.collection} (${b.field})`).join(', ');
        const message = `This record cannot be deleted because other records refer to it${list ? `: ${list}` : ''}. Archive it instead.`;
        throw new HttpError(409, message, 'app.errors.referenced', { references: shown });
      }
      await store.transaction((tx) => {
        tx.remove(collection, rec.id);
        audit(tx, req, { action: 'delete', resource: collection, recordId: rec.id, before: rec, after: null });
      });
      for (const rule of rules) rule.afterDelete?.({ store, removed: rec, req });
      res.json({});
    } catch (e) {
      next(e);
    }
  });
  return router;
}

export function referencesTo(store: Store, collection: CollectionName, id: number | string): { collection: CollectionName; field: string; count: number }[] {
  const out: { collection: CollectionName; field: string; count: number }[] = [];
  for (const ref of REFERENCES[collection] ?? []) {
    const count = store.count(ref.collection, { [ref.field]: typeof id === 'number' ? id : String(id) });
    if (count) out.push({ collection: ref.collection, field: ref.field, count });
  }
  return out;
}
