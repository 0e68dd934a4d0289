import type { Filter, ListQuery } from './listQuery';
import { getPath, sortKeyOf, compareKeys, type Rec } from './sortKey';
import type { SortedIndex } from './sortedIndex';
import type { SearchTextCache } from './searchText';

export interface QuerySource {
  all: readonly Rec[];
  byId: (id: string) => Rec | undefined;
  index: (field: string) => SortedIndex;
  search: SearchTextCache;
}

/** Runs a parsed list query: filter, full-text, sort through an index, then one page. */
export function runQuery(src: QuerySource, query: ListQuery): { rows: Rec[]; total: number } {
  const idFilter = query.filters.find((f) => f.field === 'id' && f.op === 'eq');
  let candidates: readonly Rec[];
  let ordered = false;
  if (idFilter) {
    // getMany: look the ids up instead of scanning the collection.
    const seen = new Set<Rec>();
    for (const v of idFilter.values) {
      const rec = src.byId(String(v));
      if (rec) seen.add(rec);
    }
    candidates = [...seen];
  } else if (query.sort.length) {
    candidates = src.index(query.sort[0].field).records;
    ordered = true;
  } else {
    candidates = src.all;
  }
  const rest = query.filters.filter((f) => f !== idFilter);
  const preds = rest.map(compileFilter);
  const q = query.q;
  const also = query.qAlso ?? [];
  const found = (r: Rec) => src.search.get(r).includes(q!) || also.some((a) => a.ids.has(String(getPath(r, a.field))));
  const match = (r: Rec) => preds.every((p) => p(r)) && (!q || found(r));

  if (ordered && query.sort.length === 1) {
    const desc = query.sort[0].order === 'desc';
    const n = candidates.length;
    if (!preds.length && !q) {
      // Nothing to filter: the page is a slice of the index, the total its length (no scan).
      const from = desc ? Math.max(0, n - query.end) : query.start;
      const to = desc ? Math.max(0, n - query.start) : Math.min(n, query.end);
      const page = candidates.slice(from, to);
      return { rows: desc ? page.reverse() : page, total: n };
    }
    const rows: Rec[] = [];
    let total = 0;
    for (let i = 0; i < n; i++) {
      const r = candidates[desc ? n - 1 - i : i];
      if (!match(r)) continue;
      if (total >= query.start && total < query.end) rows.push(r);
      total++;
    }
    return { rows, total };
  }
  let matched = candidates.filter(match);
  if (query.sort.length) matched = sortBy(matched, query.sort);
  return { rows: matched.slice(query.start, query.end), total: matched.length };
}

function sortBy(rows: Rec[], sort: ListQuery['sort']): Rec[] {
  const keyed = rows.map((r) => ({ r, k: sort.map((s) => sortKeyOf(getPath(r, s.field))) }));
  keyed.sort((a, b) => {
    for (let i = 0; i < sort.length; i++) {
      const c = compareKeys(a.k[i], b.k[i]);
      if (c) return sort[i].order === 'desc' ? -c : c;
    }
    return 0;
  });
  return keyed.map((x) => x.r);
}

function compileFilter(f: Filter): (r: Rec) => boolean {
  const wanted = f.values.map((v) => String(v));
  switch (f.op) {
    case 'eq':
      return (r) => matchesAny(getPath(r, f.field), wanted);
    case 'ne':
      return (r) => !matchesAny(getPath(r, f.field), wanted);
    case 'gte':
    case 'lte': {
      const bound = sortKeyOf(numericOrText(wanted[0]));
      const sign = f.op === 'gte' ? 1 : -1;
      return (r) => {
        const v = getPath(r, f.field);
        if (v === null || v === undefined || v === '') return false;
        return sign * compareKeys(sortKeyOf(v), bound) >= 0;
      };
    }
  }
}

function numericOrText(v: string): number | string {
  return v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v;
}

function matchesAny(value: unknown, wanted: string[]): boolean {
  if (Array.isArray(value)) return value.some((v) => wanted.includes(String(v)));
  if (value === undefined) return wanted.includes('') || wanted.includes('null');
  return wanted.includes(String(value));
}
