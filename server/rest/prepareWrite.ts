import type { RequestHandler } from 'express';
import type { Store } from '../store/store';
import { ENTITY_SCHEMAS } from '../../src/domain/entities';
import { isCollection, type CollectionName } from '../../src/domain/collections';
import { HttpError } from '../http/errors';
import { validateOrThrow } from './validate';
import { writeRulesFor } from './writeRules';

const SERVER_FIELDS = ['id', 'version', 'createdAt', 'updatedAt'] as const;

export const CONFLICT_MESSAGE = 'This record was changed by someone else since you opened it.';

/**
 * Runs before json-server's router on POST, PUT and PATCH: refuses stale versions (409),
 * validates against the shared schema, strips client-chosen ids and sets the server fields,
 * so the router only ever applies a checked, complete record.
 */
export function prepareWrite(store: Store): RequestHandler {
  return (req, res, next) => {
    if (!['POST', 'PUT', 'PATCH'].includes(req.method)) return next();
    const [, collection, id, extra] = req.path.split('/');
    if (!isCollection(collection) || extra !== undefined) return next(new HttpError(404, 'Not found.'));
    const schemas = ENTITY_SCHEMAS[collection as CollectionName];
    const body = { ...(req.body as Record<string, unknown>) };
    const now = store.nowIso();

    if (req.method === 'POST') {
      if (id !== undefined) return next(new HttpError(404, 'Not found.'));
      for (const f of SERVER_FIELDS) delete body[f];
      const data = validateOrThrow(schemas.create, body) as Record<string, unknown>;
      for (const rule of writeRulesFor(collection)) rule.beforeCreate?.({ store, data, req });
      req.body = { ...data, id: store.nextId(collection), version: 1, createdAt: now, updatedAt: now };
      res.locals.writeKind = 'create';
      res.locals.collection = collection;
      res.locals.before = null;
      return next();
    }

    const current = id === undefined ? undefined : store.get(collection, id);
    if (!current) return next(new HttpError(404, 'Not found.'));
    if (body.version === undefined) {
      return next(new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors: { version: 'The record version is required.' } }));
    }
    if (Number(body.version) !== current.version || !store.claimWrite(collection, current.id)) {
      return next(new HttpError(409, CONFLICT_MESSAGE, 'app.errors.conflict', { current }));
    }
    // Held until the response is done, so no other write can slip in between check and write.
    const release = () => store.releaseWrite(collection, current.id);
    res.once('finish', release);
    res.once('close', release);
    for (const f of SERVER_FIELDS) delete body[f];
    const merged = req.method === 'PATCH' ? { ...current, ...body } : { ...body };
    const next_ = { ...merged, id: current.id, version: Number(current.version) + 1, createdAt: current.createdAt, updatedAt: now };
    const data = validateOrThrow(schemas.record, next_) as Record<string, unknown>;
    for (const rule of writeRulesFor(collection)) rule.beforeUpdate?.({ store, current, data, req });
    req.body = data;
    res.locals.writeKind = 'update';
    res.locals.collection = collection;
    res.locals.before = { ...current };
    next();
  };
}
