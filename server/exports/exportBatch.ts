import type { Store } from '../store/store';
import type { AdminPrincipal } from '../context';
import type { ExportColumn, ExportLookup } from '../../src/domain/exports/exportColumns';
import { exportCell, type CellContext } from '../../src/domain/exports/exportCells';
import { readableChanges } from '../../src/domain/exports/auditChanges';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';
import { RECORD_NAMES, namedCollection, ownName, personName } from '../../src/domain/recordNames';

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

/** The records of the batch's rows point at, by collection: id columns, and ids inside an audit entry's changes. */
function wantedIds(ctx: BatchContext, records: readonly Doc[]): Map<ExportLookup, Set<string>> {
  const wanted = new Map<ExportLookup, Set<string>>();
  const want = (collection: ExportLookup | undefined, id: unknown) => {
    if (!collection || (typeof id !== 'number' && typeof id !== 'string') || id === '') return;
    if (!wanted.has(collection)) wanted.set(collection, new Set());
    wanted.get(collection)!.add(String(id));
  };
  for (const column of ctx.columns)
    for (const record of records) {
      if (column.kind !== 'changes') {
        want(column.lookupIn ? namedCollection(record[column.lookupIn]) : column.lookup, record[column.source]);
        continue;
      }
      for (const line of readableChanges(String(record.resource), record[column.source], ctx.cells, exportCell))
        for (const side of [line.before, line.after]) if ('id' in side) want(side.collection, side.id);
    }
  return wanted;
}

/**
 * The names of the records wanted, read once per collection, only from collections the caller's
 * role may read (the others are written as unknown). A record named by its person (a strike by
 * its user) is named after one more read of those people.
 */
async function namesOf(ctx: BatchContext, wanted: Map<ExportLookup, Set<string>>): Promise<Map<ExportLookup, Map<string, string>>> {
  const mayRead = (collection: ExportLookup) => hasPermission(ctx.admin, COLLECTION_ACCESS[collection].read);
  const names = new Map<ExportLookup, Map<string, string>>();
  const aboutPeople = new Map<ExportLookup, Map<string, number>>();
  for (const [collection, ids] of wanted) {
    const found = new Map<string, string>();
    names.set(collection, found);
    const how = RECORD_NAMES[collection];
    if (!how || !mayRead(collection)) continue;
    const records = (await ctx.store.recordsByIds(collection, [...ids].map(Number).filter(Number.isInteger))) as Doc[];
    if (how.kind !== 'about') {
      for (const r of records) {
        const name = ownName(collection, r);
        if (name) found.set(String(r.id), name);
      }
      continue;
    }
    const people = new Map<string, number>();
    for (const r of records) if (typeof r[how.personField] === 'number') people.set(String(r.id), r[how.personField] as number);
    aboutPeople.set(collection, people);
  }
  if (aboutPeople.size && mayRead('users')) {
    const personIds = [...new Set([...aboutPeople.values()].flatMap((m) => [...m.values()]))];
    const people = new Map(((await ctx.store.recordsByIds('users', personIds)) as Doc[]).map((u) => [u.id, personName(u)]));
    for (const [collection, byRecord] of aboutPeople)
      for (const [id, personId] of byRecord) {
        const name = people.get(personId);
        if (name) names.get(collection)!.set(id, name);
      }
  }
  return names;
}

/** The cells of one batch: its records read by id, the records their columns point at named (see namesOf). */
export async function exportBatch(ctx: BatchContext, ids: readonly number[]): Promise<(string | number)[][]> {
  const records = (await ctx.store.recordsByIds(ctx.collection, ids)).map((r) => (ctx.view ? ctx.view(r as Doc) : (r as Doc)));
  const names = await namesOf(ctx, wantedIds(ctx, records));
  const cells: CellContext = { ...ctx.cells, named: (lookup, id) => names.get(lookup)?.get(id) };
  return records.map((record) => ctx.columns.map((c) => exportCell(c, record, cells)));
}
