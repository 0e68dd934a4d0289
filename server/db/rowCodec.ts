import type { TableShape } from './tableShape';

export type Rec = Record<string, unknown> & { id: number | string };
export type Row = Record<string, unknown>;

/**
 * A record as its table's row: booleans as 0 and 1, nested objects and lists as JSON text,
 * every other value as it is (timestamps and dates are ISO text); a missing field is NULL;
 * generated columns are left out (the database writes them).
 * A field the table has no column for is refused: the zod record schemas are strict, so only a
 * migration missing for a new field gets here (tests/unit/schemaCoverage.test.ts finds it first).
 */
export function toRow(shape: TableShape, rec: Record<string, unknown>): Row {
  const row: Row = {};
  for (const key of Object.keys(rec)) {
    if (!shape.columns.has(key)) throw new Error(`${shape.table} has no column "${key}"`);
  }
  for (const c of shape.columns.values()) {
    // The database works a generated column out itself; writing one is an error.
    if (c.generated) continue;
    const value = rec[c.name];
    if (value === undefined || value === null) row[c.name] = null;
    else if (c.type === 'json') row[c.name] = JSON.stringify(value);
    else if (typeof value === 'boolean') row[c.name] = value ? 1 : 0;
    else row[c.name] = value;
  }
  return row;
}

/** The record a row holds: toRow read backwards (NULL is null, the records have no optional fields). */
export function fromRow(shape: TableShape, row: Row): Rec {
  const rec: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    const c = shape.columns.get(name);
    if (!c || value === null) rec[name] = value ?? null;
    else if (c.type === 'json') rec[name] = JSON.parse(value as string);
    else if (c.type === 'boolean') rec[name] = value === 1;
    else rec[name] = value;
  }
  return rec as Rec;
}

/** A list field's elements as its child table's values (scalars as String() writes them). */
export function listValues(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).flatMap((v) => (v === null || v === undefined || typeof v === 'object' ? [] : [String(v)]));
}

/** The record with its fields in the table's column order: what a later read of it returns. */
export function inColumnOrder(shape: TableShape, rec: Rec): Rec {
  const out: Record<string, unknown> = {};
  for (const name of shape.columns.keys()) if (name in rec) out[name] = rec[name];
  return out as Rec;
}
