import { type NextFunction, type Request, type Response } from 'express';
import type { Store, Rec } from '../store/store';
import { ENTITIES, BASE_FIELDS, changedServerOwnedFields, prepareCreate, serverOwnedFields } from '../../src/domain/entities';
import { isCollection, type CollectionName } from '../../src/domain/collections';
import { restMethods } from '../../src/domain/restMethods';
import { HttpError } from '../http/errors';
import { audit } from '../audit';
import { refuseOversizedRecord, validateOrThrow } from './validate';
import type { WriteRules } from './writeRules';
import { refuseQueryParameters } from './queryParameters';
import { recordViewFor } from './readViews';
import { DeclaredRouter } from '../http/declaredRouter';

export const CONFLICT_MESSAGE = 'This record was changed by someone else since you opened it.';

/**
 * getOne, create, replace (PUT) and update (PATCH) of plain REST records. The body is validated
 * first; then one transaction reads the record, checks its version and the collection's write
 * rules through `tx` and writes the change with its audit entry, so no other write can slip
 * between a check and the change, and both are on disk before the answer leaves.
 */
export function recordRoutes(store: Store, writeRules: WriteRules, log: (msg: string) => void): DeclaredRouter {
  const router = new DeclaredRouter();

  router.get(
    '/:collection/:id',
    settled(async (req, res) => {
      refuseQueryParameters(req);
      const rec = await store.get(req.params.collection, req.params.id);
      if (!rec) throw new HttpError(404, 'Not found.');
      const view = isCollection(req.params.collection) ? recordViewFor(req.params.collection, req) : null;
      res.json(view ? view(rec) : rec);
    }),
  );

  router.post(
    '/:collection',
    settled(async (req, res) => {
      refuseQueryParameters(req);
      const collection = collectionOf(req);
      const entity = ENTITIES[collection];
      if (entity.createdBy !== 'client') throw notCreatedByClients(collection, entity.createdBy);
      const body = validateOrThrow(entity.input, withoutServerFields(req.body)) as Record<string, unknown>;
      const { data, refused } = prepareCreate(entity, body, store.nowIso());
      if (refused.length) {
        const errors = Object.fromEntries(
          refused.map((f) => [f, `Set by the server: a new record starts with ${JSON.stringify(entity.initial[f])}; leave it out.`]),
        );
        throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors });
      }
      const created = await commit(res, log, collection, () =>
        store.transaction(async (tx) => {
          // Inside the transaction: what a rule checks (a name not taken, a referenced record) holds for the insert.
          for (const rule of writeRules.for(collection)) await rule.beforeCreate?.({ tx, data, req });
          const record = validateOrThrow(entity.create, data) as Record<string, unknown>;
          const rec = await tx.insert(collection, record);
          // Measured as stored, base fields included; a refusal rolls the insert back.
          refuseOversizedRecord(rec, Object.keys(body));
          await audit(tx, req, { action: 'create', resource: collection, recordId: rec.id, before: null, after: rec });
          return rec;
        }),
      );
      if (created) res.status(201).json(created);
    }),
  );

  const update = (mode: 'replace' | 'merge') => async (req: Request, res: Response) => {
    refuseQueryParameters(req);
    const collection = collectionOf(req);
    const body = req.body as Record<string, unknown>;
    const fields = withoutServerFields(body);
    const updated = await commit(res, log, collection, () =>
      store.transaction(async (tx) => {
        // Read, checked and written in one transaction: the version compared is the one replaced.
        const current = await tx.get(collection, String(req.params.id));
        if (!current) throw new HttpError(404, 'Not found.');
        if (body.version === undefined) {
          throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', {
            errors: { version: 'The record version is required.' },
          });
        }
        if (Number(body.version) !== current.version) throw new HttpError(409, CONFLICT_MESSAGE, 'app.errors.conflict', { current });
        // A replace need not repeat what the server owns: left out, it keeps the stored value.
        const kept = Object.fromEntries(
          serverOwnedFields(ENTITIES[collection])
            .filter((f) => !(f in fields))
            .map((f) => [f, current[f]]),
        );
        const merged = mode === 'merge' ? { ...current, ...fields } : { ...kept, ...fields };
        const next = { ...merged, id: current.id, version: Number(current.version) + 1, createdAt: current.createdAt, updatedAt: tx.now };
        const data = validateOrThrow(ENTITIES[collection].record, next) as Record<string, unknown>;
        for (const rule of writeRules.for(collection)) await rule.beforeUpdate?.({ tx, current, data, req });
        // After the collection's rules: a status its commands move is refused there, naming the way.
        const owned = changedServerOwnedFields(ENTITIES[collection], current, fields);
        if (owned.length) {
          const errors = Object.fromEntries(owned.map((f) => [f, 'Set by the server: leave it out, or send it as you read it.']));
          throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors });
        }
        const before = { ...current };
        const rec = await tx.replace(collection, current.id, withoutServerFields(data));
        refuseOversizedRecord(rec, Object.keys(fields));
        await audit(tx, req, { action: 'update', resource: collection, recordId: rec.id, before, after: rec });
        return rec;
      }),
    );
    if (updated) res.json(updated);
  };
  router.put('/:collection/:id', settled(update('replace')));
  router.patch('/:collection/:id', settled(update('merge')));
  return router;
}

/** Express 4 does not see an async handler's rejection: hand it to the error handler. */
function settled(handler: (req: Request, res: Response) => Promise<void>) {
  return (req: Request, res: Response, next: NextFunction) => void handler(req, res).catch(next);
}

function collectionOf(req: Request): CollectionName {
  const { collection } = req.params;
  if (!isCollection(collection)) throw new HttpError(404, 'Not found.');
  return collection;
}

function withoutServerFields(body: unknown): Record<string, unknown> {
  const out = { ...(body as Record<string, unknown>) };
  for (const f of BASE_FIELDS) delete out[f];
  return out;
}

function notCreatedByClients(collection: CollectionName, createdBy: 'command' | 'server'): HttpError {
  const how = createdBy === 'command' ? 'are created by their domain commands' : 'are written by the server itself';
  return new HttpError(405, `${collection} ${how}, not through POST /${collection}.`, 'app.errors.not_creatable', {
    createdBy,
    allow: restMethods(collection).list,
  });
}

/** The change is committed, or the client is told it was not saved. */
async function commit(res: Response, log: (msg: string) => void, collection: string, write: () => Promise<Rec>): Promise<Rec | null> {
  try {
    return await write();
  } catch (e) {
    if (e instanceof HttpError) throw e;
    log(`Write to ${collection} could not be made durable: ${(e as Error).message}`);
    res.status(500).json({ message: 'The change could not be saved.', code: 'app.errors.server' });
    return null;
  }
}
