export type Rec = Record<string, unknown> & { id: number | string };

/** A field's value, following a dotted path into nested objects (`nameChange.newFirstName`). */
export function getPath(rec: Record<string, unknown>, field: string): unknown {
  if (!field.includes('.')) return rec[field];
  let cur: unknown = rec;
  for (const part of field.split('.')) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}
