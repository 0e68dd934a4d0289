import { COLLECTIONS, nestedForeignKey, type CollectionName } from '../../src/domain/collections';
import { ENTITIES, baseShape, serverOwnedFields } from '../../src/domain/entities';
import { COLLECTION_ACCESS } from '../../src/domain/permissions';
import { REST_CONVENTION, restMethods, type RestMethod, type RestPath } from '../../src/domain/restMethods';
import { QUERY_GRAMMAR, type FieldGrammar } from '../../src/domain/queryGrammar';
import { MAX_PAGE_SIZE } from '../../src/domain/constants';
import { MAX_Q_LENGTH } from '../store/listQuery';
import { MIN_SEARCH_LENGTH } from '../../src/domain/search';
import { ID_PARAM, errorResponses, json, jsonBody, pathParam } from './common';
import type { JsonSchema, JsonSchemas } from './jsonSchema';

/** `verification-requests` → `VerificationRequests`: the component names of a collection. */
export const schemaName = (collection: string) => collection.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());
export const recordRef = (collection: string) => ({ $ref: `#/components/schemas/${schemaName(collection)}` });

/** Base fields a client may echo back (react-admin sends the whole record); the server ignores them. */
const ignoredBase = {
  id: baseShape.id.optional().describe('Ignored: the id is the path’s.'),
  createdAt: baseShape.createdAt.optional().describe('Ignored: set by the server.'),
  updatedAt: baseShape.updatedAt.optional().describe('Ignored: set by the server.'),
};
const version = baseShape.version.describe('The version the client read: a stale one is answered 409.');

/** The schemas of one collection: the record, and the bodies of create, replace and update. */
export function collectionSchemas(collection: CollectionName, schemas: JsonSchemas): Record<string, JsonSchema> {
  const entity = ENTITIES[collection];
  const name = schemaName(collection);
  const record = schemas.of(entity.record, 'output');
  const out: Record<string, JsonSchema> = { [name]: record };
  if (COLLECTION_ACCESS[collection].write === null) return out;
  if (entity.createdBy === 'client') {
    out[`${name}Create`] = describeCreate(schemas.of(entity.input.extend(ignoredBase), 'input'), collection);
  }
  out[`${name}Replace`] = describeUpdate(schemas.of(entity.input.extend({ ...ignoredBase, version }), 'input'), collection);
  out[`${name}Update`] = describeUpdate(schemas.of(entity.create.partial().extend({ ...ignoredBase, version }), 'input'), collection);
  return out;
}

/** PUT and PATCH keep what the server owns (recordRoutes: changedServerOwnedFields). */
function describeUpdate(schema: JsonSchema, collection: CollectionName): JsonSchema {
  const owned = serverOwnedFields(ENTITIES[collection]);
  if (!owned.length) return schema;
  return {
    ...schema,
    description: `Owned by the server: ${owned.join(', ')}. Left out or sent as read, they keep the stored value; another value is refused (400 naming each).`,
  };
}

function describeCreate(schema: JsonSchema, collection: CollectionName): JsonSchema {
  const { computed, initial, defaults } = ENTITIES[collection];
  const lines = [
    Object.keys(computed).length ? `Set by the server (a value sent is ignored): ${Object.keys(computed).join(', ')}.` : '',
    Object.keys(initial).length ? `Every new record starts with ${JSON.stringify(initial)}; another value is refused (400).` : '',
    Object.keys(defaults).length ? `Left out: ${JSON.stringify(defaults)}.` : '',
  ].filter(Boolean);
  return lines.length ? { ...schema, description: lines.join(' ') } : schema;
}

function scalar(field: FieldGrammar): JsonSchema {
  switch (field.kind) {
    case 'number':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'date':
      return { type: 'string', format: 'date' };
    default:
      return field.values ? { type: 'string', enum: [...field.values] } : { type: 'string', maxLength: MAX_Q_LENGTH };
  }
}

/** Every filter the grammar allows, as one exploded object parameter (`status=open&rating_gte=4`). */
function filterParameter(collection: CollectionName): Record<string, unknown> {
  const properties: Record<string, JsonSchema> = {};
  for (const [field, grammar] of QUERY_GRAMMAR[collection]) {
    for (const op of grammar.ops) properties[op === 'eq' ? field : `${field}_${op}`] = scalar(grammar);
  }
  return {
    name: 'filters',
    in: 'query',
    style: 'form',
    explode: true,
    description:
      'json-server dialect: `field=value` (repeat for any of several), `field_ne`, `field_gte`, `field_lte`. Any other parameter is refused with a 400 naming it.',
    schema: { type: 'object', additionalProperties: false, properties },
  };
}

function listParameters(collection: CollectionName): Record<string, unknown>[] {
  const sortable = [...QUERY_GRAMMAR[collection]].filter(([, g]) => g.sortable).map(([f]) => f);
  const q = (name: string, description: string, schema: JsonSchema) => ({ name, in: 'query', required: false, description, schema });
  const asJson = (name: string, description: string, schema: JsonSchema) => ({
    name,
    in: 'query',
    required: false,
    description,
    content: { 'application/json': { schema } },
  });
  return [
    q('_start', 'json-server: first row, from 0.', { type: 'integer', minimum: 0 }),
    q('_end', `json-server: row after the last; a page holds at most ${MAX_PAGE_SIZE} rows.`, { type: 'integer', minimum: 0 }),
    q('_sort', 'json-server: sort fields, comma-separated (at most 3).', { type: 'string', examples: [sortable[0] ?? 'id'] }),
    q('_order', 'json-server: asc or desc per sort field, comma-separated.', {
      type: 'string',
      pattern: '^(?i:asc|desc)(,(?i:asc|desc))*$',
    }),
    q(
      'q',
      `Search (both dialects): a record matches when the text occurs, ignoring case and accents, in any of its text or number values (nested ones too), links (…Url fields) excepted; a leading @ (how usernames are shown) is dropped. At least ${MIN_SEARCH_LENGTH} characters once trimmed and without that @ (400 app.errors.search_too_short, with \`minLength\`); blank is no search. Read within a time budget (503 with Retry-After past it).`,
      { type: 'string', maxLength: MAX_Q_LENGTH },
    ),
    asJson('sort', 'simple-rest: ["field","ASC|DESC"].', {
      type: 'array',
      prefixItems: [{ enum: sortable }, { enum: ['ASC', 'DESC', 'asc', 'desc'] }],
      minItems: 2,
      maxItems: 2,
    }),
    asJson('range', 'simple-rest: [first, last] rows, inclusive.', {
      type: 'array',
      items: { type: 'integer', minimum: 0 },
      minItems: 2,
      maxItems: 2,
    }),
    asJson(
      'filter',
      'simple-rest: the filters as one JSON object (the same keys as the json-server dialect; `q` for search, arrays for any of several).',
      { type: 'object' },
    ),
    filterParameter(collection),
  ];
}

const TOTAL_HEADERS = {
  'X-Total-Count': {
    required: true,
    description: 'json-server dialect: rows matching the filters.',
    schema: { type: 'integer', minimum: 0 },
  },
  'Content-Range': {
    required: true,
    description: 'simple-rest dialect: `<collection> <first>-<last>/<total>`.',
    schema: { type: 'string' },
  },
};

function listOperation(collection: CollectionName, summary: string, operationId: string, extra: Record<string, unknown>[] = []) {
  return {
    operationId,
    summary,
    tags: [collection],
    'x-permission': COLLECTION_ACCESS[collection].read,
    parameters: [...extra, ...listParameters(collection)],
    responses: {
      200: {
        description: 'One page of records, with the total in both dialects’ headers.',
        headers: TOTAL_HEADERS,
        ...json({ type: 'array', items: recordRef(collection) }),
      },
      ...errorResponses('BadRequest', 'Unauthorized', 'Forbidden', 'Busy'),
    },
  };
}

/** GET/POST /api/<c>, GET/PUT/PATCH/DELETE /api/<c>/{id} and the nested lists, per collection. */
export function restPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const c of COLLECTIONS) {
    const { read, write } = COLLECTION_ACCESS[c];
    const entity = ENTITIES[c];
    const name = schemaName(c);
    const list: Record<string, unknown> = { get: listOperation(c, `List ${c}`, `${c}.list`) };
    if (write !== null && entity.createdBy === 'client') {
      list.post = {
        operationId: `${c}.create`,
        summary: `Create one of ${c}`,
        tags: [c],
        'x-permission': write,
        requestBody: jsonBody({ $ref: `#/components/schemas/${name}Create` }),
        responses: {
          201: { description: 'The created record.', ...json(recordRef(c)) },
          ...errorResponses('BadRequest', 'Unauthorized', 'Forbidden', 'Conflict'),
        },
      };
    }
    paths[`/api/${c}`] = list;
    const one: Record<string, unknown> = {
      parameters: [ID_PARAM],
      get: {
        operationId: `${c}.get`,
        summary: `One of ${c}`,
        tags: [c],
        'x-permission': read,
        responses: {
          200: { description: 'The record.', ...json(recordRef(c)) },
          ...errorResponses('Unauthorized', 'Forbidden', 'NotFound'),
        },
      },
    };
    if (write !== null) {
      const written = (mode: string, schema: string) => ({
        operationId: `${c}.${mode}`,
        summary: `${mode === 'replace' ? 'Replace' : 'Update'} one of ${c}`,
        tags: [c],
        'x-permission': write,
        requestBody: jsonBody({ $ref: `#/components/schemas/${name}${schema}` }),
        responses: {
          200: { description: 'The record as saved (version + 1).', ...json(recordRef(c)) },
          ...errorResponses(
            'BadRequest',
            'Unauthorized',
            'Forbidden',
            'NotFound',
            'Conflict',
            ...(entity.createdBy === 'command' ? (['CommandOnly'] as const) : []),
          ),
        },
      });
      one.put = written('replace', 'Replace');
      one.patch = written('update', 'Update');
      one.delete = {
        operationId: `${c}.delete`,
        summary: `Delete one of ${c} (refused while other records refer to it)`,
        tags: [c],
        'x-permission': write,
        responses: {
          200: { description: 'Deleted: an empty object.', ...json({ type: 'object', maxProperties: 0 }) },
          ...errorResponses('Unauthorized', 'Forbidden', 'NotFound', 'Conflict'),
        },
      };
    }
    paths[`/api/${c}/{id}`] = one;
    describeRefusedMethods(c, { list, record: one });
    for (const child of COLLECTIONS) {
      const fk = nestedForeignKey(c);
      if (!QUERY_GRAMMAR[child].get(fk)) continue;
      paths[`/api/${c}/{id}/${child}`] = {
        get: listOperation(child, `List the ${child} whose ${fk} is the id (needs the read right of both)`, `${c}.${child}.list`, [
          pathParam('id', `The ${c} record's id.`, { type: 'integer', minimum: 1 }),
        ]),
      };
    }
  }
  return paths;
}

const OPERATION_NAMES: Record<RestPath, Partial<Record<RestMethod, string>>> = {
  list: { POST: 'create' },
  record: { PUT: 'replace', PATCH: 'update', DELETE: 'delete' },
};

/**
 * The REST methods a collection does not take (restMethods): the server answers each 405 with
 * `Allow`, so each is described, and every method the server answers is in the document.
 */
function describeRefusedMethods(c: CollectionName, items: Record<RestPath, Record<string, unknown>>): void {
  const { write } = COLLECTION_ACCESS[c];
  const { createdBy } = ENTITIES[c];
  const why =
    write === null
      ? `${c} are read only`
      : createdBy === 'command'
        ? `${c} are created by their commands`
        : `${c} are written by the server`;
  for (const path of ['list', 'record'] as const) {
    for (const method of REST_CONVENTION[path]) {
      if (restMethods(c)[path].includes(method)) continue;
      items[path][method.toLowerCase()] = {
        operationId: `${c}.${OPERATION_NAMES[path][method]}`,
        summary: `Not taken: ${why}`,
        tags: [c],
        'x-method-not-allowed': true,
        // Read-only collections refuse before any permission; the others after their write permission.
        ...(write === null ? {} : { 'x-permission': write }),
        responses: errorResponses('Unauthorized', ...(write === null ? [] : (['Forbidden'] as const)), 'MethodNotAllowed'),
      };
    }
  }
}
