import type { Store } from '../store/store';
import type { AdminPrincipal } from '../context';
import type { ExportColumn, ExportLookup } from '../../src/domain/exports/exportColumns';
import { exportCell, type CellContext } from '../../src/domain/exports/exportCells';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';
import { fullName } from '../../src/domain/people';

type Doc = Record<string, unknown>;

export interface BatchContext {
  store: Store;
  admin: AdminPrincipal | undefined;
  collection: string;
  columns: readonly ExportColumn[];
  /** What the caller may see of a record (the audit log's withheld values), or null: as stored. */
  view: ((doc: Doc) => Doc) | null;
  cells: Omit<CellContext, 'named'>;
}

/** How a looked-up record reads in a cell: a person by name (else email), an order by its reference. */
function nameOf(lookup: ExportLookup, record: Doc): string | undefined {
  if (lookup === 'orders') return typeof record.reference === 'string' ? record.reference : undefined;
  return fullName(record) || (typeof record.email === 'string' ? record.email : undefined);
}

/**
 * The cells of one batch: its records read by id, the records their id columns point at read once
 * per collection (only those the caller's role may read: the others are written as unknown).
 */
export async function exportBatch(ctx: BatchContext, ids: readonly number[]): Promise<(string | number)[][]> {
  const records = (await ctx.store.recordsByIds(ctx.collection, ids)).map((r) => (ctx.view ? ctx.view(r as Doc) : (r as Doc)));
  const names = new Map<ExportLookup, Map<string, string>>();
  for (const lookup of new Set(ctx.columns.flatMap((c) => (c.lookup ? [c.lookup] : [])))) {
    const found = new Map<string, string>();
    names.set(lookup, found);
    if (!hasPermission(ctx.admin, COLLECTION_ACCESS[lookup].read)) continue;
    const wanted = new Set<number>();
    for (const c of ctx.columns) {
      if (c.lookup !== lookup) continue;
      for (const r of records) if (typeof r[c.source] === 'number') wanted.add(r[c.source] as number);
    }
    for (const r of await ctx.store.recordsByIds(lookup, [...wanted])) {
      const name = nameOf(lookup, r as Doc);
      if (name) found.set(String(r.id), name);
    }
  }
  const cells: CellContext = { ...ctx.cells, named: (lookup, id) => names.get(lookup)?.get(id) };
  return records.map((record) => ctx.columns.map((c) => exportCell(c, record, cells)));
}
