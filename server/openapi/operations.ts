import { z } from 'zod';
import { ROUTE_PERMISSIONS, type GuardedRoute } from '../../src/domain/routePermissions';
import { IMPORTABLE_LISTS, IMPORT_MODES } from '../../src/domain/entities/listImports';
import { UPLOAD_CONTENT_TYPES } from '../../src/domain/uploads';
import {
  acceptInviteBody,
  challengeBody,
  changeEmailBody,
  changePasswordBody,
  codeBody,
  forgotBody,
  loginBody,
  photoBody,
  resetBody,
} from '../auth/bodies';
import { matchBody } from '../actions/restrictedWords';
import { statisticsQuery } from '../statistics/routes';
import { startBody as listUploadBody, chunkBody as listChunkBody, importBody } from '../imports/importRoutes';
import { beginUploadBody, chunkBody as uploadChunkBody } from '../areas/content';
import { startBody as helpChatStartBody, replyBody as helpChatReplyBody } from '../endpoints/helpChat';
import { errorResponses, json, jsonBody, pathParam, type ResponseName } from './common';
import type { JsonSchema, JsonSchemas } from './jsonSchema';
import { recordRef } from './restPaths';
import { EXPORT_COLUMNS } from '../../src/domain/exports/exportDefinitions';

/** A route outside plain REST and the commands, as written in its router. */
interface Operation {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  /**
   * Open without a session (sign-in, the document itself); everything else needs a bearer token,
   * and, when ROUTE_PERMISSIONS has the route, one of its permissions (`x-permission`).
   */
  open?: boolean;
  body?: z.ZodType;
  query?: z.ZodObject;
  params?: Record<string, JsonSchema>;
  /** The success status and what it carries. */
  answer: [number, string, JsonSchema?];
  /** The success answer is a file of one of these media types, not JSON. */
  files?: readonly string[];
  /** Another success status of the same operation. */
  alsoAnswers?: [number, string, JsonSchema?];
  errors: ResponseName[];
}

const TICKET: JsonSchema = {
  type: 'object',
  required: ['challengeId', 'resendAfter'],
  properties: {
    challengeId: { type: 'string' },
    resendAfter: { type: 'integer', description: 'Seconds until a new code may be sent (58).' },
    destination: { type: 'string', description: 'The masked address the code went to.' },
  },
};
const ADMIN = { type: 'object', properties: { admin: { type: 'object', description: 'The signed-in administrator, without secrets.' } } };
const SESSION = {
  type: 'object',
  required: ['token', 'admin'],
  properties: { token: { type: 'string', description: 'Send as `Authorization: Bearer <token>`.' }, admin: { type: 'object' } },
};
const LIST = pathParam('list', 'The list: one of the List Manager collections.', { enum: [...IMPORTABLE_LISTS] });
const anyObject = { type: 'object' };
const MODERATORS: JsonSchema = {
  type: 'object',
  required: ['data'],
  properties: {
    data: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'isMe'],
        additionalProperties: false,
        properties: { id: { type: 'integer' }, name: { type: 'string' }, isMe: { type: 'boolean' } },
      },
    },
  },
};
const BY_COUNTRY: JsonSchema = {
  type: 'object',
  required: ['total', 'countries'],
  properties: {
    total: { type: 'integer', minimum: 0, description: 'Every user, with or without a country.' },
    countries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'count'],
        properties: { code: { type: 'string' }, count: { type: 'integer', minimum: 1 } },
      },
    },
  },
};
/** One path for both steps of a media file: its upload id while sent, its file name (the `url` the last chunk answers) once complete. */
const UPLOAD_PARAM: JsonSchema = {
  type: 'string',
  description: 'The upload id (POST a chunk), or the file name the complete upload answered (GET).',
};
const UPLOAD_DONE: JsonSchema = {
  type: 'object',
  required: ['url', 'contentType', 'size'],
  properties: {
    url: { type: 'string', description: 'Where the file is read: GET it with the session.' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
  },
};
const SIGN_IN_ERRORS: ResponseName[] = ['BadRequest', 'Unauthorized', 'TooManyRequests'];

export const OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/api/health',
    summary: 'Liveness',
    open: true,
    answer: [200, 'The API answers.', { type: 'object', properties: { ok: { const: true } } }],
    errors: [],
  },
  { method: 'get', path: '/api/openapi.json', summary: 'This document', open: true, answer: [200, 'OpenAPI 3.1.', anyObject], errors: [] },
  {
    method: 'post',
    path: '/api/auth/login',
    summary: 'Password step of sign-in: mails a 6-digit code',
    open: true,
    body: loginBody,
    answer: [200, 'The code challenge.', TICKET],
    errors: SIGN_IN_ERRORS,
  },
  {
    method: 'post',
    path: '/api/auth/verify-otp',
    summary: 'Code step of sign-in: opens a session',
    open: true,
    body: codeBody,
    answer: [200, 'The session.', SESSION],
    errors: SIGN_IN_ERRORS,
  },
  {
    method: 'post',
    path: '/api/auth/resend-otp',
    summary: 'Sends a new code (after 58 s)',
    open: true,
    body: challengeBody,
    answer: [200, 'The challenge, with its new wait.', TICKET],
    errors: SIGN_IN_ERRORS,
  },
  {
    method: 'post',
    path: '/api/auth/forgot-password',
    summary: 'Mails a reset code; answers alike for unknown accounts',
    open: true,
    body: forgotBody,
    answer: [202, 'A challenge (real or decoy).', TICKET],
    errors: SIGN_IN_ERRORS,
  },
  {
    method: 'post',
    path: '/api/auth/check-reset-code',
    summary: 'Checks a reset code before the new password is typed',
    open: true,
    body: codeBody,
    answer: [204, 'The code is right.'],
    errors: SIGN_IN_ERRORS,
  },
  {
    method: 'post',
    path: '/api/auth/reset-password',
    summary: 'Sets a new password with the reset code; ends every session',
    open: true,
    body: resetBody,
    answer: [204, 'Changed.'],
    errors: SIGN_IN_ERRORS,
  },
  {
    method: 'post',
    path: '/api/auth/accept-invite',
    summary: 'An invited administrator sets a password with the mailed code',
    open: true,
    body: acceptInviteBody,
    answer: [204, 'The account is active.'],
    errors: SIGN_IN_ERRORS,
  },
  {
    method: 'get',
    path: '/api/auth/photos/{file}',
    summary: 'A profile photo (open: an <img> sends no token; names are random)',
    open: true,
    params: { file: { type: 'string' } },
    answer: [200, 'The image (PNG, JPEG, GIF or WebP).'],
    files: ['image/*'],
    errors: ['NotFound'],
  },
  {
    method: 'get',
    path: '/api/auth/me',
    summary: 'The signed-in administrator',
    answer: [200, 'The administrator.', ADMIN],
    errors: ['Unauthorized'],
  },
  { method: 'post', path: '/api/auth/logout', summary: 'Ends this session', answer: [204, 'Signed out.'], errors: ['Unauthorized'] },
  {
    method: 'get',
    path: '/api/auth/sessions',
    summary: 'This administrator’s live sessions',
    answer: [200, 'The sessions.', { type: 'object', properties: { sessions: { type: 'array', items: anyObject } } }],
    errors: ['Unauthorized'],
  },
  {
    method: 'delete',
    path: '/api/auth/sessions',
    summary: 'Ends every other session',
    answer: [200, 'How many ended.', { type: 'object', properties: { ended: { type: 'integer' } } }],
    errors: ['Unauthorized'],
  },
  {
    method: 'delete',
    path: '/api/auth/sessions/{id}',
    summary: 'Ends one other session',
    params: { id: { type: 'string' } },
    answer: [204, 'Ended.'],
    errors: ['Unauthorized', 'NotFound'],
  },
  {
    method: 'post',
    path: '/api/auth/photo',
    summary: 'Sets the profile photo (a data: URL)',
    body: photoBody,
    answer: [200, 'The administrator.', ADMIN],
    errors: ['BadRequest', 'Unauthorized', 'TooLarge'],
  },
  {
    method: 'delete',
    path: '/api/auth/photo',
    summary: 'Removes the profile photo',
    answer: [200, 'The administrator.', ADMIN],
    errors: ['Unauthorized'],
  },
  {
    method: 'post',
    path: '/api/auth/change-password',
    summary: 'Starts a password change: mails a code',
    body: changePasswordBody,
    answer: [200, 'The code challenge.', TICKET],
    errors: ['BadRequest', 'Unauthorized', 'TooManyRequests'],
  },
  {
    method: 'post',
    path: '/api/auth/change-password/confirm',
    summary: 'Confirms the password change with the code',
    body: codeBody,
    answer: [204, 'Changed.'],
    errors: ['BadRequest', 'Unauthorized', 'TooManyRequests'],
  },
  {
    method: 'post',
    path: '/api/auth/change-email',
    summary: 'Starts an email change: mails a code to the new address',
    body: changeEmailBody,
    answer: [200, 'The code challenge.', TICKET],
    errors: ['BadRequest', 'Unauthorized', 'Conflict', 'TooManyRequests'],
  },
  {
    method: 'post',
    path: '/api/auth/change-email/confirm',
    summary: 'Confirms the new email with the code',
    body: codeBody,
    answer: [200, 'The administrator.', ADMIN],
    errors: ['BadRequest', 'Unauthorized', 'TooManyRequests'],
  },
  {
    method: 'get',
    path: '/api/help-chat',
    summary: 'The Help Center conversations of the signed-in administrator',
    answer: [200, 'Newest first.', { type: 'array', items: recordRef('support-tickets') }],
    errors: ['Unauthorized'],
  },
  {
    method: 'post',
    path: '/api/help-chat',
    summary: 'Starts a Help Center conversation',
    body: helpChatStartBody,
    answer: [201, 'The conversation.', recordRef('support-tickets')],
    errors: ['BadRequest', 'Unauthorized'],
  },
  {
    method: 'post',
    path: '/api/help-chat/{id}/messages',
    summary: 'Writes in one’s own conversation',
    params: { id: { type: 'integer' } },
    body: helpChatReplyBody,
    answer: [200, 'The conversation.', recordRef('support-tickets')],
    errors: ['BadRequest', 'Unauthorized', 'NotFound', 'Conflict'],
  },
  {
    method: 'get',
    path: '/api/users/{id}/activity',
    summary: 'Audit entries about a user and their records (paged with _start/_end)',
    params: { id: { type: 'integer' } },
    answer: [200, 'Newest first.', { type: 'array', items: anyObject }],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound'],
  },
  {
    method: 'post',
    path: '/api/restricted-words/match',
    summary: 'The Threat Library entries a message would be flagged for',
    body: matchBody,
    answer: [200, 'The matches.', { type: 'object', properties: { matches: { type: 'array', items: anyObject } } }],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden'],
  },
  {
    method: 'get',
    path: '/api/user-requests/{id}/export',
    summary: 'A data request’s export of the user’s records (what the role may not read is named in `withheld`)',
    params: { id: { type: 'integer' } },
    answer: [200, 'The export.', anyObject],
    errors: ['Unauthorized', 'Forbidden', 'NotFound', 'Conflict'],
  },
  {
    method: 'get',
    path: '/api/moderators',
    summary: 'Administrators who moderate, for claims and filters',
    answer: [200, 'Every administrator: id, display name, and whether it is the caller.', MODERATORS],
    errors: ['Unauthorized', 'Forbidden'],
  },
  {
    method: 'get',
    path: '/api/statistics',
    summary: 'Dashboard figures',
    query: statisticsQuery,
    answer: [200, 'The figures.', anyObject],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'Busy'],
  },
  {
    method: 'get',
    path: '/api/exports/{collection}',
    summary:
      'Every row of a list as a CSV in the admin’s language: the list’s own query in either dialect (filters, `_sort`/`_order` or `sort`, `q` or `filter.q`; no page), plus `locale` (en, hi) and `timeZone` (IANA). Needs the list’s read permission. The row count is in `X-Total-Count`; the rows stream in batches',
    params: { collection: { type: 'string', enum: Object.keys(EXPORT_COLUMNS) } },
    answer: [200, 'The CSV file (UTF-8 with a byte-order mark).'],
    files: ['text/csv'],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Busy'],
  },
  {
    method: 'get',
    path: '/api/wallet/summary',
    summary: 'Wallet totals',
    answer: [200, 'The totals.', anyObject],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'Busy'],
  },
  {
    method: 'get',
    path: '/api/admins/{id}/sessions',
    summary: 'An administrator’s live sessions (never their tokens)',
    params: { id: { type: 'integer' } },
    answer: [200, 'The sessions.', anyObject],
    errors: ['Unauthorized', 'Forbidden', 'NotFound'],
  },
  {
    method: 'get',
    path: '/api/admins/blocked-ips',
    summary: 'Blocked addresses',
    answer: [
      200,
      'The addresses, newest first.',
      {
        type: 'object',
        required: ['blockedIps'],
        properties: { blockedIps: { type: 'array', items: { $ref: '#/components/schemas/BlockedAddress' } } },
      },
    ],
    errors: ['Unauthorized', 'Forbidden'],
  },
  {
    method: 'post',
    path: '/api/lists/{list}/uploads',
    summary: 'Import protocol 1: announces a file (name, size ≤ 5 MB)',
    params: { list: LIST.schema },
    body: listUploadBody,
    answer: [
      201,
      'The upload and its chunk size.',
      { type: 'object', properties: { uploadId: { type: 'string' }, chunkBytes: { type: 'integer' }, size: { type: 'integer' } } },
    ],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'TooLarge'],
  },
  {
    method: 'post',
    path: '/api/lists/{list}/uploads/{uploadId}/chunks',
    summary: 'Import protocol 2: one base64 chunk, in order',
    params: { list: LIST.schema, uploadId: { type: 'string' } },
    body: listChunkBody,
    answer: [200, 'What has been received.', anyObject],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict'],
  },
  {
    method: 'post',
    path: '/api/lists/{list}/import',
    summary: `Import protocol 3: applies the file or rows (${IMPORT_MODES.join(', ')})`,
    params: { list: LIST.schema },
    body: importBody,
    answer: [200, 'What was added, replaced or refused, per row.', anyObject],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict', 'TooLarge', 'Unprocessable', 'Busy'],
  },
  {
    method: 'get',
    path: '/api/lists/{list}/usage',
    summary: 'How many users use each entry (keys lower-cased); a replace or delete_all that removes a used entry is refused',
    params: { list: LIST.schema },
    answer: [
      200,
      'The field users point with, and the counts.',
      {
        type: 'object',
        properties: {
          field: { type: ['string', 'null'] },
          entries: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, users: { type: 'integer' } } } },
        },
      },
    ],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound'],
  },
  {
    method: 'post',
    path: '/api/lists/{list}/revert',
    summary: 'Restores the list as it was before the last import',
    params: { list: LIST.schema },
    answer: [200, 'The outcome.', anyObject],
    errors: ['Unauthorized', 'Forbidden', 'NotFound', 'Conflict'],
  },
  {
    method: 'get',
    path: '/api/users/by-country',
    summary: 'Users per country (the globe)',
    answer: [200, 'Every user counted by ISO-2 country, largest first.', BY_COUNTRY],
    errors: ['Unauthorized', 'Forbidden'],
  },
  {
    method: 'post',
    path: '/api/uploads',
    summary: "Begins a media upload for a platform quick ad; 413 past the admin's upload quota, 507 past the total",
    body: beginUploadBody,
    answer: [201, 'The upload.', anyObject],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'TooLarge', 'TooManyRequests', 'InsufficientStorage'],
  },
  {
    method: 'post',
    path: '/api/uploads/{upload}',
    summary: 'One chunk of a media upload; the last answers 201 with the file URL',
    params: { upload: UPLOAD_PARAM },
    body: uploadChunkBody,
    answer: [
      200,
      'Progress: the bytes received so far.',
      { type: 'object', required: ['received'], properties: { received: { type: 'integer', minimum: 0 } } },
    ],
    alsoAnswers: [201, 'The last chunk: the file is complete.', UPLOAD_DONE],
    errors: ['BadRequest', 'Unauthorized', 'Forbidden', 'NotFound', 'Conflict'],
  },
  {
    method: 'get',
    path: '/api/uploads/{upload}',
    summary: 'An uploaded media file',
    params: { upload: UPLOAD_PARAM },
    answer: [200, 'The file, with the type it was uploaded as.'],
    files: UPLOAD_CONTENT_TYPES,
    errors: ['Unauthorized', 'Forbidden', 'NotFound'],
  },
];

export function operationPaths(schemas: JsonSchemas): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  const undocumented = new Set(Object.keys(ROUTE_PERMISSIONS));
  for (const op of OPERATIONS) {
    const parameters = [
      ...Object.entries(op.params ?? {}).map(([name, s]) => pathParam(name, typeof s.description === 'string' ? s.description : name, s)),
      ...(op.query ? schemas.queryParameters(op.query) : []),
    ];
    const guarded = guardedRouteOf(op);
    if (guarded) undocumented.delete(guarded);
    const permissions = guarded ? ROUTE_PERMISSIONS[guarded] : [];
    (paths[op.path] ??= {})[op.method] = {
      operationId: `${op.method}${op.path
        .replace(/^\/api/, '')
        .replace(/[{}]/g, '')
        .replace(/[/.-](\w)/g, (_m, c: string) => c.toUpperCase())}`,
      summary: op.summary,
      tags: [op.path.split('/')[2]],
      ...(op.open ? { security: [] } : {}),
      // One permission, or several of which any one lets the call through.
      ...(permissions.length ? { 'x-permission': permissions.length === 1 ? permissions[0] : [...permissions] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body ? { requestBody: jsonBody(schemas.of(op.body, 'input')) } : {}),
      responses: { ...answer(op.answer, op.files), ...(op.alsoAnswers ? answer(op.alsoAnswers) : {}), ...errorResponses(...op.errors) },
    };
  }
  if (undocumented.size) throw new Error(`ROUTE_PERMISSIONS names routes openapi.json does not describe: ${[...undocumented].join(', ')}`);
  return paths;
}

const answer = ([status, description, schema]: [number, string, JsonSchema?], files?: readonly string[]) => ({
  [status]: { description, ...(files ? { content: Object.fromEntries(files.map((type) => [type, {}])) } : schema ? json(schema) : {}) },
});

/** The ROUTE_PERMISSIONS key of an operation: the same method and path, whatever its parameters are named. */
function guardedRouteOf(op: Operation): GuardedRoute | undefined {
  const shape = (path: string) => path.replace(/\{[^}]+\}|:\w+/g, '{}');
  const wanted = `${op.method.toUpperCase()} ${shape(op.path.replace(/^\/api/, ''))}`;
  return (Object.keys(ROUTE_PERMISSIONS) as GuardedRoute[]).find((key) => shape(key) === wanted);
}
