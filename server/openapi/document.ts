import { COLLECTIONS } from '../../src/domain/collections';
import { BLOCKED_ADDRESS_SCHEMA, ERROR_SCHEMA, RESPONSES, errorResponses, type ResponseName } from './common';
import { commandPaths } from './commandPaths';
import { JsonSchemas } from './jsonSchema';
import { operationPaths } from './operations';
import { collectionSchemas, restPaths } from './restPaths';
import { tagObjects } from './tags';

/**
 * The API contract as OpenAPI 3.1, generated from what the server validates with: the entity
 * schemas and create rules, the query grammar, the command definitions and the auth and import
 * bodies. Served at GET /api/openapi.json and written to docs/openapi.json (npm run api:doc).
 */
export function openApiDocument(): Record<string, unknown> {
  const jsonSchemas = new JsonSchemas();
  const paths = withHttpAnswers({ ...operationPaths(jsonSchemas), ...restPaths(), ...commandPaths(jsonSchemas) });
  const schemas = Object.assign(
    { Error: ERROR_SCHEMA, BlockedAddress: BLOCKED_ADDRESS_SCHEMA },
    ...COLLECTIONS.map((collection) => collectionSchemas(collection, jsonSchemas)),
    jsonSchemas.hoisted,
  ) as Record<string, unknown>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marketplace back-office API',
      version: '1.0.0',
      description: [
        'The API the back-office runs on. To put the back-office on your own API, implement what this document says, then run `npm run api:check -- --url <your base URL>` against it.',
        'Lists answer in two dialects: json-server (`_start`, `_end`, `_sort`, `_order`, `q`, field filters; total in `X-Total-Count`) and simple-rest (`range`, `sort`, `filter`; total in `Content-Range`). A query parameter the grammar does not know is refused with a 400 naming it.',
        'Every write carries the `version` it read; a stale one is answered 409 with the current record. Domain commands (`/actions/...`) are the only way to move statuses and money.',
        '`x-permission` names the permission of the shared matrix (src/domain/permissions.ts) an operation needs; a list means any one of them. `x-method-not-allowed` marks a REST method a collection does not take: it is answered 405, with `Allow` naming the methods the path serves. A method a path does not list is no route: 404, unless a check every request passes (session, blocked address, body) refused it first.',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'The server this document was fetched from.' }],
    security: [{ bearer: [] }],
    tags: tagObjects(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => (op as { tags?: string[] }).tags ?? []))),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'From POST /api/auth/verify-otp.' } },
      schemas,
      responses: RESPONSES,
    },
  };
}

const BODY_METHODS = new Set(['post', 'put', 'patch']);

/**
 * The answers every route gives whatever it does, added to each operation that does not describe
 * them itself: 400 for a query parameter it does not take or a method override, 403 for a blocked
 * address, 401 without a session (unless open), and, where a body may come, 413 over the size
 * limit and 415 for a body that is not JSON (server/app.ts applies these before any route).
 */
function withHttpAnswers(paths: Record<string, Record<string, unknown>>): Record<string, Record<string, unknown>> {
  for (const item of Object.values(paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (method === 'parameters') continue;
      const operation = op as { security?: unknown[]; responses: Record<string, unknown> };
      const open = Array.isArray(operation.security) && operation.security.length === 0;
      const names: ResponseName[] = [
        'BadRequest',
        'Forbidden',
        ...(open ? [] : (['Unauthorized'] as const)),
        ...(BODY_METHODS.has(method) ? (['TooLarge', 'UnsupportedMediaType'] as const) : []),
      ];
      const standard = errorResponses(...names);
      operation.responses = Object.fromEntries(
        Object.entries({ ...standard, ...operation.responses }).sort(([a], [b]) => a.localeCompare(b)),
      );
    }
  }
  return paths;
}
