import { sql } from 'kysely';
import { searchTextOf } from '../store/searchText';
import { fromRow, listValues, toRow, type Rec } from './rowCodec';
import { builder, type SqlRunner } from './sqlRunner';
import type { TableShape } from './tableShape';

export type PersonText = (collection: string, rec: Rec) => string | null;

/**
 * Writes a record's row, its list fields' child rows and its search text, always together (the
 * caller's transaction makes them one change). With `deferSearch` a write notes the record's id
 * in the pending table instead of indexing its text: an FTS5 change was half the pages a
 * request's commit wrote; `indexPending` indexes the noted ids in one batch later, and the store
 * runs it before every search, so a search never misses a write.
 */
export class RecordWriter {
  constructor(
    private readonly run: SqlRunner,
    private readonly shape: TableShape,
    private readonly personText: PersonText,
    private readonly deferSearch = false,
  ) {}

  insert(rec: Rec): void {
    this.run.run(builder.insertInto(this.shape.table).values(toRow(this.shape, rec)));
    this.items(rec, null);
    this.searchChanged(rec.id, rec);
  }

  /** Writes the columns that changed since `before` (each written column rewrites its index entries). */
  update(rec: Rec, before: Rec): void {
    const next = toRow(this.shape, rec);
    const prev = toRow(this.shape, before);
    const changed = Object.fromEntries(Object.entries(next).filter(([k, v]) => k !== 'id' && v !== prev[k]));
    if (Object.keys(changed).length) this.run.run(builder.updateTable(this.shape.table).set(changed).where('id', '=', rec.id));
    this.items(rec, before);
    this.searchChanged(rec.id, rec);
  }

  remove(id: number | string): void {
    for (const items of this.shape.lists.values()) this.run.run(builder.deleteFrom(items).where('recordId', '=', id));
    this.run.run(builder.deleteFrom(this.shape.table).where('id', '=', id));
    this.searchChanged(id, null);
  }

  /**
   * Indexes the search text of up to `limit` noted ids as their records are now (a removed
   * record's text leaves the index) and clears their notes; returns how many it indexed.
   */
  indexPending(limit: number): number {
    const { shape } = this;
    const ids = this.run
      .all<{ id: number }>(
        builder
          .selectFrom(shape.pending)
          .select('id')
          .limit(Number.isFinite(limit) ? limit : -1),
      )
      .map((r) => r.id);
    for (const id of ids) {
      this.unindex(id);
      const row = this.run.get<Record<string, unknown>>(builder.selectFrom(shape.table).selectAll().where('id', '=', id));
      if (row) this.index(fromRow(shape, row));
      this.run.run(builder.deleteFrom(shape.pending).where('id', '=', id));
    }
    return ids.length;
  }

  /** Indexes a record's text at once (building a database: nothing is pending there). */
  index(rec: Rec): void {
    this.run.run(
      builder
        .insertInto(this.shape.search)
        .values({ rowid: rec.id, body: searchTextOf(rec), person: this.personText(this.shape.collection, rec) }),
    );
  }

  private unindex(id: number | string): void {
    this.run.run(builder.deleteFrom(this.shape.search).where(sql.ref('rowid'), '=', id));
  }

  private searchChanged(id: number | string, rec: Rec | null): void {
    if (this.deferSearch) {
      this.run.run(
        builder
          .insertInto(this.shape.pending)
          .values({ id })
          .onConflict((oc) => oc.doNothing()),
      );
      return;
    }
    this.unindex(id);
    if (rec) this.index(rec);
  }

  /** The child rows of the list fields whose elements changed. */
  private items(rec: Rec, before: Rec | null): void {
    for (const [field, items] of this.shape.lists) {
      const values = listValues(rec[field]);
      if (before && JSON.stringify(values) === JSON.stringify(listValues(before[field]))) continue;
      if (before) this.run.run(builder.deleteFrom(items).where('recordId', '=', rec.id));
      if (values.length) this.run.run(builder.insertInto(items).values(values.map((value) => ({ recordId: rec.id, value }))));
    }
  }
}
