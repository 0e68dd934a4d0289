export type Rec = Record<string, unknown> & { id: number | string };

/** A comparable key for a field: numbers and booleans as numbers, strings case-folded. */
export type SortKey = number | string;

export function sortKeyOf(value: unknown): SortKey {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value.toLowerCase();
  return JSON.stringify(value).toLowerCase();
}

export function getPath(rec: Record<string, unknown>, field: string): unknown {
  if (!field.includes('.')) return rec[field];
  let cur: unknown = rec;
  for (const part of field.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Empty values sort first ascending; numbers before strings; then natural order; ties by id. */
export function compareKeys(a: SortKey, b: SortKey): number {
  if (a === b) return 0;
  const ta = typeof a;
  const tb = typeof b;
  if (a === '') return -1;
  if (b === '') return 1;
  if (ta !== tb) return ta === 'number' ? -1 : 1;
  return a < b ? -1 : 1;
}

export function compareIds(a: Rec, b: Rec): number {
  const x = a.id;
  const y = b.id;
  if (typeof x === 'number' && typeof y === 'number') return x - y;
  return String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0;
}
