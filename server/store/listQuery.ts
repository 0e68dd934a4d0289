import { MAX_PAGE_SIZE } from '../../src/domain/constants';
import { isSearchable, MIN_SEARCH_LENGTH, searchQueryText } from '../../src/domain/search';

export type FilterOp = 'eq' | 'ne' | 'gte' | 'lte';
export type FilterValue = string | number | boolean | null;
export interface Filter {
  field: string;
  op: FilterOp;
  /** Typed by the field's kind: numbers for number fields, booleans for boolean ones, else text. */
  values: FilterValue[];
}

/**
 * One list request, whatever dialect it came in: the seam between HTTP and storage. Fields
 * are already checked against the collection's grammar, values typed, the page capped, so a
 * store (server/db/listSql.ts builds it into SQL with bound values) runs it without re-checking.
 */
export interface ListQuery {
  filters: Filter[];
  /** Lower-cased search text, or null. */
  q: string | null;
  /**
   * With `q`: a record also matches when one of these fields holds one of these ids (the people
   * whose names match, found by the route), so a strike is found by its user's name.
   */
  qAlso?: { field: string; ids: ReadonlySet<string> }[];
  sort: { field: string; order: 'asc' | 'desc' }[];
  /** Rows [start, end) of the sorted, filtered result. */
  start: number;
  end: number;
}

/** What a collection lets a list ask for (src/domain/queryGrammar.ts derives it from the schema). */
export interface QueryFields {
  get(field: string): { kind: string; ops: readonly FilterOp[]; sortable: boolean } | undefined;
}

/** A refused query, naming the parameter at fault (and, for a refusal the app explains, its own code). */
export class QueryError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
    readonly code = 'app.errors.bad_query',
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

const JSON_SERVER_KEYS = new Set(['_start', '_end', '_sort', '_order', 'q']);
const SIMPLE_REST_KEYS = new Set(['sort', 'range', 'filter']);
const OPERATOR_SUFFIX = /^(.+?)_(gte|lte|ne)$/;
export const MAX_Q_LENGTH = 200;
/** More sort keys than a person can click; more filter values than a getMany page. */
const MAX_SORT_FIELDS = 3;
const MAX_FILTER_VALUES = MAX_PAGE_SIZE;

type Raw = Record<string, string | string[] | undefined>;

/**
 * Turns the query string of either provider dialect into one ListQuery, refusing every key
 * the providers do not send (`_like` regexes, `_embed`, `_expand`, `_delay`), every field the
 * collection does not have and every operator its type does not support.
 */
export function parseListQuery(raw: Raw, fields: QueryFields, maxPage = MAX_PAGE_SIZE): ListQuery {
  const query: ListQuery = { filters: [], q: null, sort: [], start: 0, end: maxPage };
  let endGiven = false;
  let orders: ('asc' | 'desc')[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (SIMPLE_REST_KEYS.has(key)) {
      applySimpleRest(query, fields, key, single(key, values));
      if (key === 'range') endGiven = true;
    } else if (JSON_SERVER_KEYS.has(key)) {
      const v = single(key, values);
      if (key === '_start') query.start = nonNegativeInt(key, v);
      else if (key === '_end') {
        query.end = nonNegativeInt(key, v);
        endGiven = true;
      } else if (key === '_sort') query.sort = sortFields(key, v.split(','), fields).map((field) => ({ field, order: 'asc' as const }));
      else if (key === '_order') orders = v.split(',').map((o) => parseOrder(key, o));
      else query.q = checkQ(key, v);
    } else {
      query.filters.push(parseFilter(key, key, values, fields));
    }
  }
  // Applied after the loop: _order may come before _sort in the query string.
  if (orders.length) query.sort = query.sort.map((s, i) => ({ ...s, order: orders[i] ?? orders[0] }));
  if (!endGiven) query.end = query.start + maxPage;
  if (query.end < query.start) throw new QueryError('_end', '_end must not be lower than _start');
  // Cap the page: a client can never ask for more than maxPage rows at once.
  query.end = Math.min(query.end, query.start + maxPage);
  return query;
}

function single(key: string, values: string[]): string {
  if (values.length !== 1) throw new QueryError(key, `Query parameter "${key}" must be given once`);
  return values[0];
}

function nonNegativeInt(key: string, v: string): number {
  const n = Number(v);
  if (!Number.isSafeInteger(n) || n < 0) throw new QueryError(key, `Query parameter "${key}" must be a non-negative integer`);
  return n;
}

function parseOrder(key: string, o: string): 'asc' | 'desc' {
  const lower = o.trim().toLowerCase();
  if (lower !== 'asc' && lower !== 'desc')
    throw new QueryError(key, `Query parameter "${key}": sort order must be ASC or DESC, not "${o}"`);
  return lower;
}

function sortFields(key: string, names: string[], fields: QueryFields): string[] {
  if (names.length > MAX_SORT_FIELDS) throw new QueryError(key, `Query parameter "${key}" takes at most ${MAX_SORT_FIELDS} fields`);
  for (const name of names) {
    if (!fields.get(name)?.sortable) throw new QueryError(key, `Query parameter "${key}": "${name}" is not a sortable field`);
  }
  return names;
}

function checkQ(key: string, v: string): string | null {
  if (v.length > MAX_Q_LENGTH) throw new QueryError(key, `Query parameter "${key}": search text is limited to ${MAX_Q_LENGTH} characters`);
  if (!v.trim()) return null;
  if (!isSearchable(v)) {
    throw new QueryError(
      key,
      `Query parameter "${key}": type at least ${MIN_SEARCH_LENGTH} characters to search`,
      'app.errors.search_too_short',
      { minLength: MIN_SEARCH_LENGTH },
    );
  }
  // Folded once here (src/domain/search.ts), as the indexed text is.
  return searchQueryText(v);
}

/** `param` is what the client sent (`status_ne`, or `filter` in simple-rest), named in refusals. */
function parseFilter(param: string, key: string, values: unknown[], fields: QueryFields): Filter {
  const m = OPERATOR_SUFFIX.exec(key);
  const [fieldName, op] = m && fields.get(m[1]) ? [m[1], m[2] as FilterOp] : [key, 'eq' as const];
  const field = fields.get(fieldName);
  if (!field) throw new QueryError(param, `Unknown query parameter "${key}"`);
  if (!field.ops.length) throw new QueryError(param, `Query parameter "${key}": a list cannot be filtered on "${fieldName}"`);
  if (!field.ops.includes(op)) throw new QueryError(param, `Query parameter "${key}": "${fieldName}" cannot be compared with ${op}`);
  if (values.length > MAX_FILTER_VALUES) throw new QueryError(param, `Query parameter "${key}" takes at most ${MAX_FILTER_VALUES} values`);
  if ((op === 'gte' || op === 'lte') && values.length !== 1) throw new QueryError(param, `Query parameter "${key}" takes one value`);
  return { field: fieldName, op, values: values.map((v) => typedValue(param, key, field.kind, op, v)) };
}

function typedValue(param: string, key: string, kind: string, op: FilterOp, v: unknown): FilterValue {
  if (v === null) return null;
  if (typeof v === 'object') throw new QueryError(param, `Query parameter "${key}" takes text or numbers, not objects`);
  if (kind === 'number') {
    // Number(true) is 1 and SQLite stores booleans as 1 and 0: `version=true` (or
    // `{"version":true}`) matched every record at version 1 instead of being refused.
    if (typeof v === 'boolean' || /^(true|false)$/i.test(String(v)))
      throw new QueryError(param, `Query parameter "${key}" must be a number`);
    const n = typeof v === 'number' ? v : String(v).trim() === '' ? NaN : Number(v);
    if (Number.isFinite(n)) return n;
    if (op === 'gte' || op === 'lte') throw new QueryError(param, `Query parameter "${key}" must be a number`);
    return String(v);
  }
  if (kind === 'boolean' && (v === true || v === false || v === 'true' || v === 'false')) return v === true || v === 'true';
  const s = String(v);
  if (s.length > MAX_Q_LENGTH) throw new QueryError(param, `Query parameter "${key}" is limited to ${MAX_Q_LENGTH} characters`);
  return s;
}

function parseJson(key: string, v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    throw new QueryError(key, `Query parameter "${key}" must be JSON`);
  }
}

function applySimpleRest(query: ListQuery, fields: QueryFields, key: string, v: string): void {
  const parsed = parseJson(key, v);
  if (key === 'sort') {
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') {
      throw new QueryError(key, 'Query parameter "sort" must be ["field","ASC|DESC"]');
    }
    query.sort = [{ field: sortFields(key, [parsed[0]], fields)[0], order: parseOrder(key, parsed[1]) }];
  } else if (key === 'range') {
    if (
      !Array.isArray(parsed) ||
      parsed.length !== 2 ||
      !parsed.every((n) => Number.isSafeInteger(n) && n >= 0) ||
      parsed[1] + 1 < parsed[0]
    ) {
      throw new QueryError(key, 'Query parameter "range" must be [start, end]');
    }
    query.start = parsed[0];
    query.end = parsed[1] + 1;
  } else {
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new QueryError(key, 'Query parameter "filter" must be a JSON object');
    for (const [fk, fv] of Object.entries(parsed as Record<string, unknown>)) {
      if (fk === 'q') {
        if (typeof fv !== 'string') throw new QueryError(key, 'Query parameter "filter": q must be text');
        query.q = checkQ(key, fv);
        continue;
      }
      if (fv === undefined) continue;
      query.filters.push(parseFilter(key, fk, Array.isArray(fv) ? fv : [fv], fields));
    }
  }
}
