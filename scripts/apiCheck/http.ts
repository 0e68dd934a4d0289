import type { ContractViolation, ResponseContract } from './responseContract';

export type Dialect = 'json-server' | 'simple-rest';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

/** Every 4xx/5xx answer seen, to check the error shape once at the end. */
export interface SeenError {
  route: string;
  status: number;
  body: unknown;
}

/** Every route answered, by `METHOD /api/template`, with what the document says it should not have answered. */
export type SeenRoutes = Map<string, ContractViolation[]>;

/**
 * A JSON client for one base URL and (once signed in) one bearer token. Every answer is held
 * against the document's responses on the way (`contract`), to be reported once at the end.
 */
export class ApiHttp {
  token: string | null = null;
  readonly errors: SeenError[];
  readonly routes: SeenRoutes;

  constructor(
    readonly base: string,
    private readonly contract: ResponseContract,
    errors: SeenError[] = [],
    routes: SeenRoutes = new Map(),
  ) {
    this.errors = errors;
    this.routes = routes;
  }

  withToken(token: string): ApiHttp {
    const other = new ApiHttp(this.base, this.contract, this.errors, this.routes);
    other.token = token;
    return other;
  }

  async send(method: string, path: string, body?: unknown, route = `${method} ${path}`): Promise<Answer> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.base}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = undefined;
    }
    if (res.status >= 400) this.errors.push({ route, status: res.status, body: parsed });
    const apiPath = `/api${path}`;
    const violation = this.contract.check({ method, path: apiPath, status: res.status, headers: res.headers, text });
    const seen = `${method} ${this.contract.templateOf(apiPath) ?? apiPath.split('?')[0]}`;
    this.routes.set(seen, [...(this.routes.get(seen) ?? []), ...(violation ? [violation] : [])]);
    return { status: res.status, headers: res.headers, text, body: parsed };
  }
}

export interface ListParams {
  start?: number;
  end?: number;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  filter?: Record<string, string | number | boolean | (string | number)[]>;
  q?: string;
}

/** A list request in the chosen dialect, as ra-data-json-server or ra-data-simple-rest writes it. */
export function listQuery(dialect: Dialect, p: ListParams): string {
  const qs = new URLSearchParams();
  if (dialect === 'json-server') {
    if (p.start !== undefined) qs.set('_start', String(p.start));
    if (p.end !== undefined) qs.set('_end', String(p.end));
    if (p.sort) {
      qs.set('_sort', p.sort.field);
      qs.set('_order', p.sort.order);
    }
    for (const [k, v] of Object.entries(p.filter ?? {})) for (const one of Array.isArray(v) ? v : [v]) qs.append(k, String(one));
    if (p.q !== undefined) qs.set('q', p.q);
  } else {
    if (p.sort) qs.set('sort', JSON.stringify([p.sort.field, p.sort.order]));
    if (p.start !== undefined || p.end !== undefined) qs.set('range', JSON.stringify([p.start ?? 0, (p.end ?? 25) - 1]));
    const filter = { ...(p.filter ?? {}), ...(p.q !== undefined ? { q: p.q } : {}) };
    if (Object.keys(filter).length) qs.set('filter', JSON.stringify(filter));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

/** The total a list answer carries in the dialect's header, or an error naming what is wrong. */
export function totalOf(dialect: Dialect, answer: Answer): number {
  if (dialect === 'json-server') {
    const raw = answer.headers.get('x-total-count');
    if (raw === null) throw new Error('no X-Total-Count header');
    const n = Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`X-Total-Count is not a count: "${raw}"`);
    return n;
  }
  const raw = answer.headers.get('content-range');
  if (raw === null) throw new Error('no Content-Range header');
  const m = /^\S+ (\d+)-(\d+)\/(\d+)$/.exec(raw);
  if (!m) throw new Error(`Content-Range is not "<resource> <first>-<last>/<total>": "${raw}"`);
  return Number(m[3]);
}
