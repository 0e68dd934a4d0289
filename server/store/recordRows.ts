import type Database from 'better-sqlite3';
import { ident, keyColumnNames, keyColumns, listItems, type TableDef } from './tables';
import { searchTextOf } from './searchText';
import type { Rec } from './sortKey';

export type PersonText = (collection: string, rec: Rec) => string | null;

/**
 * Writes one collection's rows of a record: its keys (record table), its list items and its
 * document, always together (the caller's transaction makes them one change), and its search text.
 * With `deferSearch` a write notes the record's id in the pending table instead of indexing its
 * text: an FTS5 change was half the pages a request's commit wrote (the old text tokenized to be
 * deleted, the new one to be added, a segment per commit); `indexPending` indexes the noted ids in
 * one batch later, and the store runs it before every search, so a search never misses a write.
 */
export class RecordRows {
  private readonly names: string[];

  constructor(
    private readonly prepare: (sql: string) => Database.Statement,
    private readonly def: TableDef,
    private readonly personText: PersonText,
    private readonly deferSearch = false,
  ) {
    this.names = keyColumnNames(def);
  }

  insert(rec: Rec): void {
    this.keys(rec);
    this.items(rec);
    if (this.deferSearch) this.note(rec.id);
    else this.index(rec);
    this.prepare(`INSERT INTO ${ident(this.def.docs)} (id, doc) VALUES (?, ?)`).run(rec.id, JSON.stringify(rec));
  }

  /** Writes the key columns that changed since `before` (each written column rewrites its index entry). */
  update(rec: Rec, before: Rec): void {
    const { def } = this;
    const next = keyColumns(def, rec);
    const prev = keyColumns(def, before);
    const changed = this.names.flatMap((_name, i) => (next[i] === prev[i] && i > 0 ? [] : [i]));
    const sets = changed.map((i) => `${this.names[i]} = ?`).join(', ');
    this.prepare(`UPDATE ${ident(def.table)} SET ${sets} WHERE id = ?`).run(...changed.map((i) => next[i]), rec.id);
    this.prepare(`UPDATE ${ident(def.docs)} SET doc = ? WHERE id = ?`).run(JSON.stringify(rec), rec.id);
    if (def.items && JSON.stringify(listItems(def, rec)) !== JSON.stringify(listItems(def, before))) {
      this.prepare(`DELETE FROM ${ident(def.items)} WHERE id = ?`).run(rec.id);
      this.items(rec);
    }
    if (this.deferSearch) this.note(rec.id);
    else {
      this.prepare(`DELETE FROM ${ident(def.fts)} WHERE rowid = ?`).run(rec.id);
      this.index(rec);
    }
  }

  remove(id: number | string): void {
    const { def } = this;
    for (const table of [def.table, def.docs, def.items]) if (table) this.prepare(`DELETE FROM ${ident(table)} WHERE id = ?`).run(id);
    if (this.deferSearch) this.note(id);
    else this.prepare(`DELETE FROM ${ident(def.fts)} WHERE rowid = ?`).run(id);
  }

  /** Keys, list items and search text, for a document already in place (rebuilding after a schema change). */
  rebuild(rec: Rec): void {
    this.keys(rec);
    this.items(rec);
    this.index(rec);
  }

  /**
   * Indexes the search text of up to `limit` noted ids as their documents are now (a removed
   * record's text leaves the index) and clears their notes; returns how many it indexed.
   */
  indexPending(limit: number): number {
    const { def } = this;
    const ids = (this.prepare(`SELECT id FROM ${ident(def.pending)} LIMIT ?`).all(Number.isFinite(limit) ? limit : -1) as { id: number }[]).map((r) => r.id);
    const unindex = this.prepare(`DELETE FROM ${ident(def.fts)} WHERE rowid = ?`);
    const read = this.prepare(`SELECT doc FROM ${ident(def.docs)} WHERE id = ?`);
    const clear = this.prepare(`DELETE FROM ${ident(def.pending)} WHERE id = ?`);
    for (const id of ids) {
      unindex.run(id);
      const row = read.get(id) as { doc: string } | undefined;
      if (row) this.index(JSON.parse(row.doc) as Rec);
      clear.run(id);
    }
    return ids.length;
  }

  private note(id: number | string): void {
    this.prepare(`INSERT OR IGNORE INTO ${ident(this.def.pending)} (id) VALUES (?)`).run(id);
  }

  private keys(rec: Rec): void {
    const marks = this.names.map(() => '?').join(', ');
    this.prepare(`INSERT INTO ${ident(this.def.table)} (id, ${this.names.join(', ')}) VALUES (?, ${marks})`).run(rec.id, ...keyColumns(this.def, rec));
  }

  private items(rec: Rec): void {
    if (!this.def.items) return;
    const insert = this.prepare(`INSERT INTO ${ident(this.def.items)} (id, f, v) VALUES (?, ?, ?)`);
    for (const [f, v] of listItems(this.def, rec)) insert.run(rec.id, f, v);
  }

  private index(rec: Rec): void {
    this.prepare(`INSERT INTO ${ident(this.def.fts)} (rowid, body, person) VALUES (?, ?, ?)`).run(rec.id, searchTextOf(rec), this.personText(this.def.collection, rec));
  }
}
