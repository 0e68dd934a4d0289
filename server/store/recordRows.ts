import type Database from 'better-sqlite3';
import { ident, keyColumnNames, keyColumns, listItems, type TableDef } from './tables';
import { searchTextOf } from './searchText';
import type { Rec } from './sortKey';

export type PersonText = (collection: string, rec: Rec) => string | null;

/**
 * Writes one collection's rows of a record: its keys (record table), its list items, its document
 * and its search text, always together (the caller's transaction makes them one change).
 */
export class RecordRows {
  private readonly names: string[];

  constructor(
    private readonly prepare: (sql: string) => Database.Statement,
    private readonly def: TableDef,
    private readonly personText: PersonText,
  ) {
    this.names = keyColumnNames(def);
  }

  insert(rec: Rec): void {
    this.rebuild(rec);
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
    this.prepare(`DELETE FROM ${ident(def.fts)} WHERE rowid = ?`).run(rec.id);
    this.index(rec);
  }

  remove(id: number | string): void {
    const { def } = this;
    for (const table of [def.table, def.docs, def.items]) if (table) this.prepare(`DELETE FROM ${ident(table)} WHERE id = ?`).run(id);
    this.prepare(`DELETE FROM ${ident(def.fts)} WHERE rowid = ?`).run(id);
  }

  /** Keys, list items and search text, for a document already in place (rebuilding after a schema change). */
  rebuild(rec: Rec): void {
    const marks = this.names.map(() => '?').join(', ');
    this.prepare(`INSERT INTO ${ident(this.def.table)} (id, ${this.names.join(', ')}) VALUES (?, ${marks})`).run(rec.id, ...keyColumns(this.def, rec));
    this.items(rec);
    this.index(rec);
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
