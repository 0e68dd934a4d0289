import type { JsonSchema } from './jsonSchema';

/** Shared pieces of the document: the error answer, responses and parameters every route uses. */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string', description: 'For people, in English.' },
    code: {
      type: 'string',
      description: 'A catalogue key (app.errors.validation, app.errors.conflict, ...): the UI shows its translation.',
    },
    errors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: '400: one message per field, dotted paths for nested fields.',
    },
    parameter: { type: 'string', description: '400 app.errors.bad_query: the query parameter at fault.' },
    current: { type: 'object', description: '409 app.errors.conflict: the record as it is now.' },
  },
};

/** An address Block IP refused (GET /api/admins/blocked-ips lists them; unblock_ip answers the one it removed). */
export const BLOCKED_ADDRESS_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['ip', 'blockedAt', 'byAdminId'],
  additionalProperties: false,
  properties: {
    ip: { type: 'string', description: 'IPv4 or IPv6, as the server sees the client.' },
    blockedAt: { type: 'string', format: 'date-time' },
    byAdminId: { type: ['integer', 'null'], description: 'The administrator who blocked it.' },
  },
};

const error = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export const RESPONSES = {
  BadRequest: error(
    'Invalid body or query: `errors` names each field, `parameter` the query parameter. Every route refuses a query parameter it does not take, and a method override (`X-HTTP-Method-Override`, `_method`).',
  ),
  Unauthorized: error('No session, or the session ended.'),
  Forbidden: error(
    "The role does not allow this (app.errors.forbidden), or requests from the caller's address are blocked (app.auth.ip_blocked, on every route).",
  ),
  NotFound: error('No such record or route.'),
  MethodNotAllowed: error(
    'The collection does not take this method: its records are created by commands or by the server, or it is read only (`code` app.errors.not_creatable with `createdBy` for a create). `Allow` names the methods the path serves.',
    {
      Allow: { required: true, description: 'The methods the path serves, comma-separated.', schema: { type: 'string' } },
    },
  ),
  CommandOnly: error("A field only the collection's commands change (app.money.errors.command_only, `fields` names them)."),
  UnsupportedMediaType: error(
    'A request body that is not JSON (`Content-Type: application/json`), or in an encoding the server does not read.',
  ),
  Conflict: error(
    'A stale version (app.errors.conflict, with `current`), a status the command cannot start from (app.errors.transition) or a business rule.',
  ),
  TooLarge: error("The body is over the size limit (BODY_LIMIT, or the route's own)."),
  TooManyRequests: error('Too many attempts: wait and try again.'),
  Unprocessable: error('Well-formed, but reading it passed a time or memory limit of the server (`code` names the limit).'),
  InsufficientStorage: error(
    'The server has no room left for this (app.content.upload.quota_total): an operator must free or grant space.',
  ),
  Busy: error(
    "The work this asks for (a search, a figure over every order, reading an uploaded file) could not start or finish within its time budget (app.errors.busy, or the import's own busy code, with `retryAfter`): try again after the Retry-After header's seconds.",
  ),
} as const;

export type ResponseName = keyof typeof RESPONSES;

export const ref = (name: ResponseName) => ({ $ref: `#/components/responses/${name}` });

/** The answers every signed-in route may give besides its own. */
export function errorResponses(...names: ResponseName[]): Record<string, unknown> {
  const codes: Record<ResponseName, string> = {
    BadRequest: '400',
    Unauthorized: '401',
    Forbidden: '403',
    NotFound: '404',
    MethodNotAllowed: '405',
    CommandOnly: '405',
    UnsupportedMediaType: '415',
    Conflict: '409',
    TooLarge: '413',
    TooManyRequests: '429',
    Unprocessable: '422',
    InsufficientStorage: '507',
    Busy: '503',
  };
  return Object.fromEntries(names.map((n) => [codes[n], ref(n)]));
}

export const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
export const jsonBody = (schema: JsonSchema, required = true) => ({ required, ...json(schema) });
export const pathParam = (name: string, description: string, schema: JsonSchema = { type: 'string' }) => ({
  name,
  in: 'path',
  required: true,
  description,
  schema,
});
export const ID_PARAM = pathParam('id', 'The record id.', { type: 'integer', minimum: 1 });
