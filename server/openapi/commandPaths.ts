import { ACTIONS, actionPath, sourceStatuses } from '../../src/domain/actions';
import { payloadOf } from '../../src/domain/actions/payloads';
import { baseShape } from '../../src/domain/entities';
import { ID_PARAM, errorResponses, json, jsonBody } from './common';
import { jsonSchema } from './jsonSchema';
import { recordRef } from './restPaths';

const version = baseShape.version.optional().describe('The version the client read: a stale one is answered 409 (optional).');

/** POST /api/<resource>[/{id}]/actions/<name> for every domain command, from its definition. */
export function commandPaths(): Record<string, Record<string, unknown>> {
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
        operationId: `${action.resource}.${action.name}`,
        summary: `${action.name.replace(/_/g, ' ')} (${action.resource})`,
        description: notes.join(' '),
        tags: [action.resource],
        'x-permission': action.permission,
        'x-destructive': action.destructive,
        ...(source ? { 'x-source-statuses': { field: source.field, from: [...source.from] } } : {}),
        ...(action.appliesTo ? { 'x-applies-to': action.appliesTo } : {}),
        requestBody: jsonBody(jsonSchema(body, 'input')),
        responses: {
          200: { description: 'The record the command changed or created.', ...json(recordRef(action.resource)) },
          ...errorResponses('BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict'),
        },
      },
    };
  }
  return paths;
}
