import type Database from 'better-sqlite3';

/**
 * What the store knows of a collection's table, read from the database itself (the migrations
 * are the one source of a table's shape): its columns with their declared types, the child
 * tables of its list fields, and its search tables. Plain data, so a read worker gets a copy.
 */
export type ColumnType = 'integer' | 'real' | 'text' | 'boolean' | 'timestamp' | 'date' | 'json';

export interface ColumnShape {
  name: string;
  type: ColumnType;
  nullable: boolean;
  /** Worked out by the database from other columns (GENERATED ALWAYS AS): read, never written. */
  generated: boolean;
}

export interface TableShape {
  collection: string;
  table: string;
  /** Every column, in the table's order, by name (the record's field names). */
  columns: ReadonlyMap<string, ColumnShape>;
  /** A list field's child table (`<table>_<field>`: recordId, value), for the lists a filter reads. */
  lists: ReadonlyMap<string, string>;
  /** The FTS5 table `q` reads, and the ids written since their text was indexed. */
  search: string;
  pending: string;
}

const COLUMN_TYPES = new Set<string>(['integer', 'real', 'text', 'boolean', 'timestamp', 'date', 'json']);

/** A collection's table name: `verification-requests` lives in `verification_requests`. */
export function tableName(collection: string): string {
  if (!/^[a-z][a-z0-9-]*$/.test(collection)) throw new Error(`Collection name "${collection}" cannot be a table name`);
  return collection.replace(/-/g, '_');
}

/** The shapes of the collections' tables as the connection's database has them. */
export function readTableShapes(db: Database.Database, collections: readonly string[]): Map<string, TableShape> {
  const tables = new Set(
    (db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map((r) => r.name),
  );
  const shapes = new Map<string, TableShape>();
  for (const collection of collections) {
    const table = tableName(collection);
    if (!tables.has(table)) throw new Error(`The database has no table "${table}" for the collection ${collection}`);
    // table_xinfo lists generated columns too (hidden 2 and 3); table_info leaves them out.
    const info = db
      .prepare(`SELECT name, type, "notnull" AS required, hidden FROM pragma_table_xinfo(?) WHERE hidden IN (0, 2, 3)`)
      .all(table) as {
      name: string;
      type: string;
      required: number;
      hidden: number;
    }[];
    const columns = new Map<string, ColumnShape>();
    const lists = new Map<string, string>();
    for (const c of info) {
      // Plain identifiers only: they name record fields, and a page's JSON (listSql.ts) names them as they are.
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(c.name)) throw new Error(`Column ${table}.${c.name} is not a plain field name`);
      const type = c.type.toLowerCase();
      if (!COLUMN_TYPES.has(type)) throw new Error(`Column ${table}.${c.name} has the type "${c.type}", which the store does not read`);
      columns.set(c.name, {
        name: c.name,
        type: type as ColumnType,
        nullable: c.required === 0 && c.name !== 'id',
        generated: c.hidden !== 0,
      });
      if (type === 'json' && tables.has(`${table}_${c.name}`)) lists.set(c.name, `${table}_${c.name}`);
    }
    shapes.set(collection, { collection, table, columns, lists, search: `${table}_search`, pending: `${table}_search_pending` });
  }
  return shapes;
}
