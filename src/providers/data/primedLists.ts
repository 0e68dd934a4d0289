import type { GetListParams, GetListResult } from 'react-admin';

/** How long a page fetched ahead stays good for the list that asked for it. */
export const PRIMED_LIST_TTL_MS = 10_000;

interface PrimedList {
  resource: string;
  key: string;
  result: Promise<GetListResult>;
  at: number;
}

/** The parts of a getList call that decide its answer, with object keys in one order. */
function listKey(resource: string, { pagination, sort, filter, meta }: GetListParams): string {
  const ordered = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(ordered);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([k, v]) => [k, ordered(v)]),
    );
  };
  return JSON.stringify(ordered([resource, pagination ?? null, sort ?? null, filter ?? {}, meta ?? null]));
}

/**
 * The first screen (src/firstScreen) asks for a list's first page while the admin app's code is
 * still on its way; the list, once mounted, gets that same answer instead of asking again. Only
 * an identical call (same resource, page, sort, filter and meta), only as the resource's next
 * getList, and only within PRIMED_LIST_TTL_MS: anything else goes to the server as usual.
 * One per data provider (createDataProvider): a page primed on one provider is never another's.
 */
export class PrimedLists {
  #primed: PrimedList | null = null;

  prime(resource: string, params: GetListParams, result: Promise<GetListResult>): void {
    this.#primed = { resource, key: listKey(resource, params), result, at: Date.now() };
    // A failed page is not reused: the list asks again and reports its own error.
    result.catch(() => {
      if (this.#primed?.result === result) this.#primed = null;
    });
  }

  take(resource: string, params: GetListParams): Promise<GetListResult> | null {
    if (!this.#primed || this.#primed.resource !== resource) return null;
    const { key, result, at } = this.#primed;
    // The list asked for something else: what was fetched ahead would only go stale.
    this.#primed = null;
    if (key !== listKey(resource, params)) return null;
    return Date.now() - at <= PRIMED_LIST_TTL_MS ? result : null;
  }
}
