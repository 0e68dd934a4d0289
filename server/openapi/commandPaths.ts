import { ACTIONS, actionPath, sourceStatuses } from '../../src/domain/actions';
import { payloadOf } from '../../src/domain/actions/payloads';
import { baseShape } from '../../src/domain/entities';
import { ID_PARAM, errorResponses, json, jsonBody } from './common';
import type { JsonSchemas } from './jsonSchema';
import { recordRef } from './restPaths';

const version = baseShape.version
  .optional()
  .describe(
    'The version the client read: a stale one is answered 409. Required unless the request carries an Idempotency-Key header: with neither, 400 app.errors.version_or_key_required.',
  );

/** What makes a repeated command harmless when it has no version to carry (server/actions/idempotency.ts). */
const idempotencyKey = (required: boolean) => ({
  name: 'Idempotency-Key',
  in: 'header',
  required,
  description:
    'A new random key per action, the same one on every retry of it (1–200 visible ASCII characters). The first request under a key runs; a repeat (same administrator, route and body) gets its answer again, status and body, with `Idempotent-Replayed: true`, without running; the same key on another request is 422 app.errors.idempotency_key_reused. Keys are kept 24 h. ' +
    (required
      ? 'Required: a command on the collection has no version (400 app.errors.key_required).'
      : 'Required when the body has no `version`.'),
  schema: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
});

const KEY_REUSED = {
  description: 'The Idempotency-Key was already used for another request (app.errors.idempotency_key_reused).',
  ...json({ $ref: '#/components/schemas/Error' }),
};

/** The commands that answer something else than a record of their resource. */
const COMMAND_ANSWERS: Record<string, Record<string, unknown>> = {
  // The address is no administrator's: the entry it had in the blocked list is what is gone.
  'admins/unblock_ip': {
    description: 'The blocked-address entry removed: requests from it are served again.',
    ...json({ $ref: '#/components/schemas/BlockedAddress' }),
  },
};

/** POST /api/<resource>[/{id}]/actions/<name> for every domain command, from its definition. */
export function commandPaths(schemas: JsonSchemas): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const action of ACTIONS) {
    const source = sourceStatuses(action);
    const payload = payloadOf(action);
    const body = action.scope === 'collection' ? payload : payload.extend({ version });
    const notes = [
      source ? `Runs only while ${source.field} is one of: ${source.from.join(', ')} (else 409 app.errors.transition).` : '',
      action.machine && action.transition ? `Moves ${action.machine.field} to ${action.machine.transitions[action.transition].to}.` : '',
      action.appliesTo ? `Only for records with ${JSON.stringify(action.appliesTo)}.` : '',
      'Its effects and one audit entry are written together.',
    ].filter(Boolean);
    paths[`/api${actionPath(action)}`] = {
      ...(action.scope === 'collection' ? {} : { parameters: [ID_PARAM] }),
      post: {
        parameters: [idempotencyKey(action.scope === 'collection')],
        operationId: `${action.resource}.${action.name}`,
        summary: `${action.name.replace(/_/g, ' ')} (${action.resource})`,
        description: notes.join(' '),
        tags: [action.resource],
        'x-permission': action.permission,
        'x-destructive': action.destructive,
        ...(source ? { 'x-source-statuses': { field: source.field, from: [...source.from] } } : {}),
        ...(action.appliesTo ? { 'x-applies-to': action.appliesTo } : {}),
        requestBody: jsonBody(schemas.of(body, 'input')),
        responses: {
          200: COMMAND_ANSWERS[`${action.resource}/${action.name}`] ?? {
            description: 'The record the command changed or created.',
            ...json(recordRef(action.resource)),
          },
          ...errorResponses('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict'),
          422: KEY_REUSED,
        },
      },
    };
  }
  return paths;
}
