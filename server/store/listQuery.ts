import { MAX_PAGE_SIZE_DEFAULT } from './limits';

export type FilterOp = 'eq' | 'ne' | 'gte' | 'lte';
export interface Filter {
  field: string;
  op: FilterOp;
  values: unknown[];
}
export interface ListQuery {
  filters: Filter[];
  q: string | null;
  sort: { field: string; order: 'asc' | 'desc' }[];
  start: number;
  end: number;
}

export class QueryError extends Error {}

const FIELD_RE = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/;
const JSON_SERVER_KEYS = new Set(['_start', '_end', '_sort', '_order', 'q']);
const SIMPLE_REST_KEYS = new Set(['sort', 'range', 'filter']);
const MAX_Q_LENGTH = 200;

type Raw = Record<string, string | string[] | undefined>;

/**
 * Turns the query string of either provider dialect into one ListQuery, refusing
 * every key the providers do not send (no `_like` regexes, `_embed`, `_expand`,
 * `_delay`) so no request can make the server do unbounded work.
 */
export function parseListQuery(raw: Raw, maxPage = MAX_PAGE_SIZE_DEFAULT): ListQuery {
  const query: ListQuery = { filters: [], q: null, sort: [], start: 0, end: maxPage };
  let endGiven = false;
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    if (SIMPLE_REST_KEYS.has(key)) {
      applySimpleRest(query, key, single(key, values));
      if (key === 'range') endGiven = true;
    } else if (JSON_SERVER_KEYS.has(key)) {
      const v = single(key, values);
      if (key === '_start') query.start = nonNegativeInt(key, v);
      else if (key === '_end') {
        query.end = nonNegativeInt(key, v);
        endGiven = true;
      } else if (key === '_sort') query.sort = v.split(',').map((field) => ({ field: checkField(field), order: 'asc' as const }));
      else if (key === '_order') v.split(',').forEach(parseOrder);
      else if (key === 'q') query.q = checkQ(v);
    } else {
      query.filters.push(parseFilterKey(key, values));
    }
  }
  // Applied after the loop: _order may come before _sort in the query string.
  const order = raw._order;
  if (order !== undefined && query.sort.length) {
    const orders = String(Array.isArray(order) ? order[0] : order).split(',').map(parseOrder);
    query.sort = query.sort.map((s, i) => ({ ...s, order: orders[i] ?? orders[0] }));
  }
  if (!endGiven) query.end = query.start + maxPage;
  if (query.end < query.start) throw new QueryError('_end must not be lower than _start');
  // Cap the page: a client can never ask for more than maxPage rows at once.
  query.end = Math.min(query.end, query.start + maxPage);
  return query;
}

function single(key: string, values: string[]): string {
  if (values.length !== 1) throw new QueryError(`Query parameter ${key} must be given once`);
  return values[0];
}

function nonNegativeInt(key: string, v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new QueryError(`Query parameter ${key} must be a non-negative integer`);
  return n;
}

function parseOrder(o: string): 'asc' | 'desc' {
  const lower = o.trim().toLowerCase();
  if (lower !== 'asc' && lower !== 'desc') throw new QueryError(`Sort order must be ASC or DESC, not "${o}"`);
  return lower;
}

function checkField(field: string): string {
  if (!FIELD_RE.test(field)) throw new QueryError(`"${field}" is not a field name`);
  return field;
}

function checkQ(v: string): string | null {
  if (v.length > MAX_Q_LENGTH) throw new QueryError(`Search text is limited to ${MAX_Q_LENGTH} characters`);
  const trimmed = v.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

function parseFilterKey(key: string, values: unknown[]): Filter {
  const m = /^(.*?)(_gte|_lte|_ne)?$/.exec(key)!;
  const field = m[1];
  if (!FIELD_RE.test(field)) throw new QueryError(`Unsupported query parameter "${key}"`);
  const op = (m[2]?.slice(1) ?? 'eq') as FilterOp;
  return { field, op, values };
}

function parseJson(key: string, v: string): unknown {
  try {
    return JSON.parse(v);
  } catch {
    throw new QueryError(`Query parameter ${key} must be JSON`);
  }
}

function applySimpleRest(query: ListQuery, key: string, v: string): void {
  const parsed = parseJson(key, v);
  if (key === 'sort') {
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') {
      throw new QueryError('sort must be ["field","ASC|DESC"]');
    }
    query.sort = [{ field: checkField(parsed[0]), order: parseOrder(parsed[1]) }];
  } else if (key === 'range') {
    if (!Array.isArray(parsed) || parsed.length !== 2 || !parsed.every((n) => Number.isInteger(n) && n >= 0)) {
      throw new QueryError('range must be [start, end]');
    }
    query.start = parsed[0];
    query.end = parsed[1] + 1;
  } else {
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new QueryError('filter must be a JSON object');
    for (const [fk, fv] of Object.entries(parsed as Record<string, unknown>)) {
      if (fk === 'q') {
        if (typeof fv !== 'string') throw new QueryError('filter.q must be text');
        query.q = checkQ(fv);
        continue;
      }
      if (fv === undefined) continue;
      const values = Array.isArray(fv) ? fv : [fv];
      query.filters.push(parseFilterKey(fk, values));
    }
  }
}
