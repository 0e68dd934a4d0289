import { Router, type Request } from 'express';
import type { Store, Rec } from '../store/store';
import { findAction } from '../../src/domain/actions';
import { canRunAction, sourceStatuses } from '../../src/domain/actions/types';
import { payloadOf } from '../../src/domain/actions/payloads';
import { hasPermission } from '../../src/domain/permissions';
import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import { CONFLICT_MESSAGE } from '../rest/recordRoutes';
import { refuseQueryParameters } from '../rest/queryParameters';
import { audit } from '../audit';
import type { ActionHandler, ActionHandlers } from './types';

/**
 * One mechanism for every domain command: POST /<resource>/<id>/actions/<action>.
 * Permission, payload, source status and optimistic version are checked here; the
 * handler's effects and the audit entry then land in one journaled write.
 */
export function actionRoutes(store: Store, handlers: ActionHandlers): Router {
  const router = Router();

  const run = async (req: Request, resource: string, id: string | null, name: string) => {
    refuseQueryParameters(req);
    const def = findAction(resource, name);
    const handler: ActionHandler | undefined = handlers[resource]?.[name];
    // A record's command posted without its id, or a collection's command under an id, is no route.
    const scopeFits = def && (def.scope === 'collection') === (id === null);
    if (!def || !scopeFits || (!handler && !def.transition)) throw new HttpError(404, `Unknown action ${name} on ${resource}.`);
    if (!hasPermission(req.admin, def.permission)) throw new HttpError(403, 'Your role does not allow this.', 'app.errors.forbidden');
    const { version, ...rawPayload } = req.body as Record<string, unknown>;
    const payload = validateOrThrow(payloadOf(def), rawPayload) as Record<string, unknown>;

    let record: Rec | undefined;
    if (id !== null) {
      record = store.get(resource, id);
      if (!record) throw new HttpError(404, 'Not found.');
      if (version !== undefined && Number(version) !== record.version) {
        throw new HttpError(409, CONFLICT_MESSAGE, 'app.errors.conflict', { current: record });
      }
    }
    if (record && !canRunAction(def, record)) {
      const field = sourceStatuses(def)?.field ?? 'status';
      const status = String(record[field] ?? '');
      throw new HttpError(409, `This action is not allowed while the ${field} is "${status || 'none'}".`, 'app.errors.transition', {
        status,
        action: name,
      });
    }
    const nextStatus = def.machine && def.transition ? def.machine.transitions[def.transition].to : null;
    const before = record ? structuredClone(record) : null;
    return store.transaction((tx) => {
      let details: Record<string, unknown> = {};
      const auditDetails = (more: Record<string, unknown>) => void (details = { ...details, ...more });
      const result = handler
        ? handler({ store, tx, record: record as Rec, payload, admin: req.admin!, req, nextStatus, auditDetails })
        : tx.update(resource, record!.id, { [def.machine!.field]: nextStatus });
      const after = result ? { ...result, ...details } : Object.keys(details).length ? details : null;
      audit(tx, req, { action: name, resource, recordId: result?.id ?? record?.id ?? null, before, after });
      return result;
    });
  };

  router.post('/:resource/actions/:action', async (req, res, next) => {
    try {
      res.json(await run(req, req.params.resource, null, req.params.action));
    } catch (e) {
      next(e);
    }
  });
  router.post('/:resource/:id/actions/:action', async (req, res, next) => {
    try {
      res.json(await run(req, req.params.resource, req.params.id, req.params.action));
    } catch (e) {
      next(e);
    }
  });
  return router;
}
