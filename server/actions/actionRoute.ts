import { type Request, type Response } from 'express';
import type { Store, Rec, Transaction } from '../store/store';
import { findAction } from '../../src/domain/actions';
import { canRunAction, sourceStatuses, type ActionDefinition } from '../../src/domain/actions/types';
import { payloadOf } from '../../src/domain/actions/payloads';
import { hasPermission } from '../../src/domain/permissions';
import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import { CONFLICT_MESSAGE } from '../rest/recordRoutes';
import { refuseQueryParameters } from '../rest/queryParameters';
import { audit } from '../audit';
import type { ActionHandler, ActionHandlers } from './types';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type IdempotencyKeys } from './idempotency';
import { DeclaredRouter } from '../http/declaredRouter';

/**
 * One mechanism for every domain command: POST /<resource>/<id>/actions/<action>.
 * Permission and payload are checked here first; then, in one transaction, the record is read,
 * its optimistic version and source status checked, and the handler's effects and the audit
 * entry written (none for the few commands defined `audited: false`, such as a chat's claim).
 *
 * A command applies once however often it is sent: it carries the record's `version` (a repeat
 * finds the version moved on: 409) or an Idempotency-Key header (a repeat gets the first
 * answer again, `keys`, whose row is written in the command's transaction); one with neither is
 * refused (400), and a collection's command, which has no version, needs the key.
 */
export function actionRoutes(store: Store, handlers: ActionHandlers, keys: IdempotencyKeys): DeclaredRouter {
  const router = new DeclaredRouter();

  const run = async (req: Request, res: Response, resource: string, id: string | null, name: string) => {
    refuseQueryParameters(req);
    const def = findAction(resource, name);
    const handler: ActionHandler | undefined = handlers[resource]?.[name];
    // A record's command posted without its id, or a collection's command under an id, is no route.
    const scopeFits = def && (def.scope === 'collection') === (id === null);
    if (!def || !scopeFits || (!handler && !def.transition)) throw new HttpError(404, `Unknown action ${name} on ${resource}.`);
    if (!hasPermission(req.admin, def.permission)) throw new HttpError(403, 'Your role does not allow this.', 'app.errors.forbidden');
    const key = idempotencyKeyOf(req, id !== null);
    const command = { req, def, handler, resource, id, name };
    if (key === null) {
      const payload = payloadOfRequest(req, def);
      return res.json(await store.transaction((tx) => apply(tx, command, payload)));
    }
    const request = { route: `${resource}/${id ?? ''}/actions/${name}`, body: req.body as unknown };
    // The payload is checked inside the key's transaction: a repeat of an invalid one is that 400 again.
    const { outcome, replayed } = await keys.run(req.admin!.id, key, request, (tx) => apply(tx, command, payloadOfRequest(req, def)));
    if (replayed) res.setHeader('Idempotent-Replayed', 'true');
    if (!outcome.ok) throw outcome.error;
    return res.json(outcome.body);
  };

  /**
   * The command's effects and audit entry, through the transaction that writes them. The record is
   * read, and its version and status checked, inside it: a check made before it could be stale by
   * then (another command may land between).
   */
  const apply = async (tx: Transaction, { req, def, handler, resource, id, name }: Command, payload: Record<string, unknown>) => {
    const { version } = req.body as Record<string, unknown>;
    const nextStatus = def.machine && def.transition ? def.machine.transitions[def.transition].to : null;
    let record: Rec | undefined;
    if (id !== null) {
      record = await tx.get(resource, id);
      if (!record) throw new HttpError(404, 'Not found.');
      if (version !== undefined && version !== null && Number(version) !== record.version) {
        throw new HttpError(409, CONFLICT_MESSAGE, 'app.errors.conflict', { current: record });
      }
      if (!canRunAction(def, record)) {
        const field = sourceStatuses(def)?.field ?? 'status';
        const status = String(record[field] ?? '');
        throw new HttpError(409, `This action is not allowed while the ${field} is "${status || 'none'}".`, 'app.errors.transition', {
          status,
          action: name,
        });
      }
    }
    const before = record ? structuredClone(record) : null;
    let details: Record<string, unknown> = {};
    const auditDetails = (more: Record<string, unknown>) => void (details = { ...details, ...more });
    const result = handler
      ? await handler({ tx, record: record as Rec, payload, admin: req.admin!, req, nextStatus, auditDetails })
      : await tx.update(resource, record!.id, { [def.machine!.field]: nextStatus });
    const after = result ? { ...result, ...details } : Object.keys(details).length ? details : null;
    if (def.audited !== false) await audit(tx, req, { action: name, resource, recordId: result?.id ?? record?.id ?? null, before, after });
    return result;
  };

  router.post('/:resource/actions/:action', async (req, res, next) => {
    try {
      await run(req, res, req.params.resource, null, req.params.action);
    } catch (e) {
      next(e);
    }
  });
  router.post('/:resource/:id/actions/:action', async (req, res, next) => {
    try {
      await run(req, res, req.params.resource, req.params.id, req.params.action);
    } catch (e) {
      next(e);
    }
  });
  return router;
}

/** A command as routed: what `apply` runs. */
interface Command {
  req: Request;
  def: ActionDefinition;
  handler: ActionHandler | undefined;
  resource: string;
  id: string | null;
  name: string;
}

/** The command's payload (its body without `version`), checked against the action's schema: 400 otherwise. */
function payloadOfRequest(req: Request, def: ActionDefinition): Record<string, unknown> {
  const { version: _version, ...rawPayload } = req.body as Record<string, unknown>;
  return validateOrThrow(payloadOf(def), rawPayload) as Record<string, unknown>;
}

/**
 * The command's Idempotency-Key, or null for a record's command that carries its `version`
 * instead. Without either, or with a key that is not 1–200 visible ASCII characters: 400.
 */
function idempotencyKeyOf(req: Request, hasRecord: boolean): string | null {
  const key = req.get(IDEMPOTENCY_HEADER);
  if (key !== undefined) {
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', {
        errors: { [IDEMPOTENCY_HEADER]: 'From 1 to 200 visible ASCII characters (a UUID, say).' },
      });
    }
    return key;
  }
  const { version } = req.body as Record<string, unknown>;
  if (hasRecord && version !== undefined && version !== null) return null;
  if (!hasRecord) {
    throw new HttpError(
      400,
      'This command needs an Idempotency-Key header, so that a repeated request applies once.',
      'app.errors.key_required',
      {
        errors: { [IDEMPOTENCY_HEADER]: 'Required: a new random key for each action, the same one when it is retried.' },
      },
    );
  }
  throw new HttpError(
    400,
    "This command needs the record's version or an Idempotency-Key header, so that a repeated request applies once.",
    'app.errors.version_or_key_required',
    {
      errors: {
        version: 'The version of the record you read, or send an Idempotency-Key header.',
        [IDEMPOTENCY_HEADER]: 'A new random key for each action (the same one when it is retried), or send version.',
      },
    },
  );
}
