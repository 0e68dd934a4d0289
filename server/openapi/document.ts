import { COLLECTIONS } from '../../src/domain/collections';
import { ERROR_SCHEMA, RESPONSES } from './common';
import { commandPaths } from './commandPaths';
import { HOISTED } from './jsonSchema';
import { operationPaths } from './operations';
import { collectionSchemas, restPaths } from './restPaths';

/**
 * The API contract as OpenAPI 3.1, generated from what the server validates with: the entity
 * schemas and create rules, the query grammar, the command definitions and the auth and import
 * bodies. Served at GET /api/openapi.json and written to docs/openapi.json (npm run api:doc).
 */
export function openApiDocument(): Record<string, unknown> {
  const paths = { ...operationPaths(), ...restPaths(), ...commandPaths() };
  const schemas = Object.assign({ Error: ERROR_SCHEMA }, ...COLLECTIONS.map(collectionSchemas), HOISTED) as Record<string, unknown>;
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marketplace back-office API',
      version: '1.0.0',
      description: [
        'The API the back-office runs on. To put the back-office on your own API, implement what this document says, then run `npm run api:check -- --url <your base URL>` against it.',
        'Lists answer in two dialects: json-server (`_start`, `_end`, `_sort`, `_order`, `q`, field filters; total in `X-Total-Count`) and simple-rest (`range`, `sort`, `filter`; total in `Content-Range`). A query parameter the grammar does not know is refused with a 400 naming it.',
        'Every write carries the `version` it read; a stale one is answered 409 with the current record. Domain commands (`/actions/...`) are the only way to move statuses and money.',
        '`x-permission` names the permission of the shared matrix (src/domain/permissions.ts) an operation needs.',
      ].join('\n\n'),
    },
    servers: [{ url: '/', description: 'The server this document was fetched from.' }],
    security: [{ bearer: [] }],
    tags: [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => ((op as { tags?: string[] }).tags ?? []))))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'From POST /api/auth/verify-otp.' } },
      schemas,
      responses: RESPONSES,
    },
  };
}
