import { getPath, type Rec } from './sortKey';

/**
 * How a collection lives in SQLite:
 * - `c_<name>`, the record table: `id INTEGER PRIMARY KEY AUTOINCREMENT`, version, timestamps, and
 *   for each field the query grammar knows a sort key and a filter text. The sort key is indexed;
 *   so is the filter text of a text field, whose equality is case-sensitive where its sort key is
 *   not. A number, date, enum or boolean is told apart by its sort key alone, so its equality
 *   filters read that index (`textIndexed` false): a second index per field doubled what each
 *   write updates and logs;
 * - `d_<name>`, the document table: the record itself as JSON, by id;
 * - `q_<name>`, an FTS5 trigram table for `q`, and `p_<name>`, the ids written since their search
 *   text was last indexed (a write notes its id there; the store indexes them in batches, and
 *   always before a search).
 * The key columns are written by the store from the record (keyColumns below), so every filter,
 * sort and count reads narrow rows and indexes only, and a page fetches its 25 documents last.
 * Every identifier in the SQL text comes from here, derived from collection names and schema
 * field paths that the code declares; nothing from a request ever reaches this text.
 */

export type FieldKind = 'number' | 'text' | 'datetime' | 'date' | 'enum' | 'boolean' | 'list';

/** What the store needs to know of a field to index it. */
export interface IndexedField {
  kind: FieldKind;
}

export interface FieldColumns {
  field: string;
  kind: FieldKind;
  /** A comparable key: NULL when empty, numbers as numbers, text case-folded. */
  sortKey: string;
  /** The value as JavaScript's String() writes it ('true', 'null', '12'); NULL when missing. */
  text: string;
  /** The JSON path literal, for lists read with json_each. */
  path: string;
  list: boolean;
  /** A list field's number in the items table (`f`). */
  item: number;
  /** Whether equality reads the filter text's own index (text fields) rather than the sort key's. */
  textIndexed: boolean;
}

export interface TableDef {
  collection: string;
  /** The record table (narrow: ids, versions, keys). */
  table: string;
  /** The document table. */
  docs: string;
  fts: string;
  /** Ids whose search text is not indexed yet (Store.indexPendingSearch). */
  pending: string;
  /**
   * The list items table (`id`, field number `f`, element text `v`): a list field's filter and a
   * reference check read its index instead of every document's list. Only for a collection with
   * list fields.
   */
  items: string | null;
  fields: ReadonlyMap<string, FieldColumns>;
}

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const COLLECTION_NAME = /^[a-z][a-z0-9-]*$/;

/** A double-quoted SQL identifier (the names are checked above; quoting is belt and braces). */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The sort key of a value: empty first, then numbers (booleans as 0 and 1), then text case-folded. */
export function sortKeyOf(value: unknown): number | string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') return value.toLowerCase();
  return JSON.stringify(value).toLowerCase();
}

/**
 * The sort keys a scalar can have when String() writes it as `text`: what an equality filter on a
 * number, date, enum or boolean field looks up in the sort key's index. Empty for '' and 'null',
 * whose sort key is NULL.
 */
export function sortKeysOfText(text: string): (number | string)[] {
  if (text === '' || text === 'null') return [];
  const keys: (number | string)[] = [text.toLowerCase()];
  const n = Number(text);
  if (String(n) === text) keys.push(n);
  if (text === 'true') keys.push(1);
  if (text === 'false') keys.push(0);
  return keys;
}

/** A value as String() writes it, what equality filters compare; NULL when missing (or not a scalar). */
export function filterTextOf(value: unknown): string | null {
  if (value === undefined || (typeof value === 'object' && value !== null)) return null;
  return String(value);
}

/**
 * The same two values computed by SQLite from a JSON path, for a field the table has no column
 * for (the path is bound as a parameter). Text is case-folded by SQLite's lower() (ASCII).
 */
export function fieldSql(pathSql: string, doc = 'd.doc'): { sortKey: string; text: string } {
  const type = `json_type(${doc}, ${pathSql})`;
  const value = `json_extract(${doc}, ${pathSql})`;
  return {
    sortKey: `(CASE ${type} WHEN 'integer' THEN ${value} WHEN 'real' THEN ${value} WHEN 'true' THEN 1 WHEN 'false' THEN 0 WHEN 'text' THEN nullif(lower(${value}), '') WHEN 'array' THEN lower(${value}) WHEN 'object' THEN lower(${value}) ELSE NULL END)`,
    text: filterTextSql(type, value),
  };
}

/** A JSON value (its json_type and SQL value) as String() would write it. */
export function filterTextSql(type: string, value: string): string {
  return `(CASE ${type} WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'null' THEN 'null' WHEN 'integer' THEN CAST(${value} AS TEXT) WHEN 'real' THEN CAST(${value} AS TEXT) WHEN 'text' THEN ${value} ELSE NULL END)`;
}

export function tableDef(collection: string, fields: Iterable<[string, IndexedField]>): TableDef {
  if (!COLLECTION_NAME.test(collection)) throw new Error(`Collection name "${collection}" cannot be a table name`);
  const base = collection.replace(/-/g, '_');
  const columns = new Map<string, FieldColumns>();
  let n = 0;
  for (const [path, field] of fields) {
    if (path === 'id' || !FIELD_PATH.test(path)) continue;
    n += 1;
    columns.set(path, { field: path, kind: field.kind, sortKey: `k${n}`, text: `t${n}`, path: `'$.${path}'`, list: field.kind === 'list', item: n, textIndexed: field.kind === 'text' });
  }
  const hasLists = [...columns.values()].some((c) => c.list);
  return { collection, table: `c_${base}`, docs: `d_${base}`, fts: `q_${base}`, pending: `p_${base}`, items: hasLists ? `l_${base}` : null, fields: columns };
}

/** The items table's rows of a record: each list field's scalar elements as filter text. */
export function listItems(def: TableDef, rec: Rec): [number, string][] {
  const out: [number, string][] = [];
  for (const c of def.fields.values()) {
    if (!c.list) continue;
    const value = getPath(rec, c.field);
    if (!Array.isArray(value)) continue;
    for (const element of value as unknown[]) {
      const text = filterTextOf(element);
      if (text !== null) out.push([c.item, text]);
    }
  }
  return out;
}

function keyed(def: TableDef): FieldColumns[] {
  return [...def.fields.values()].filter((c) => !c.list);
}

/** The record table's columns after id, in the order keyColumns gives their values. */
export function keyColumnNames(def: TableDef): string[] {
  return ['version', 'created_at', 'updated_at', ...keyed(def).flatMap((c) => [c.sortKey, c.text])];
}

/** The values of keyColumnNames for a record. */
export function keyColumns(def: TableDef, rec: Rec): unknown[] {
  const out: unknown[] = [typeof rec.version === 'number' ? rec.version : null, typeof rec.createdAt === 'string' ? rec.createdAt : null, typeof rec.updatedAt === 'string' ? rec.updatedAt : null];
  for (const c of keyed(def)) {
    const value = getPath(rec, c.field);
    out.push(sortKeyOf(value), filterTextOf(value));
  }
  return out;
}

/** Statements that create the collection's tables, its indexes and its search table. */
export function createTableSql(def: TableDef): { tables: string[]; items: string | null; indexes: string[]; fts: string; pending: string; ftsConfig: string[] } {
  // No declared type on the keys: a key keeps its storage class (numbers stay numbers, text stays text).
  const keys = keyed(def).flatMap((c) => [c.sortKey, c.text]);
  const cols = ['id INTEGER PRIMARY KEY AUTOINCREMENT', 'version INTEGER', 'created_at TEXT', 'updated_at TEXT', ...keys];
  const indexed = keyed(def).flatMap((c) => (c.textIndexed ? [c.sortKey, c.text] : [c.sortKey]));
  const indexes = indexed.map((k) => `CREATE INDEX ${ident(`${def.table}_${k}`)} ON ${ident(def.table)} (${k})`);
  if (def.items) {
    indexes.push(`CREATE INDEX ${ident(`${def.items}_fv`)} ON ${ident(def.items)} (f, v, id)`, `CREATE INDEX ${ident(`${def.items}_id`)} ON ${ident(def.items)} (id)`);
  }
  const fts = ident(def.fts);
  return {
    tables: [`CREATE TABLE ${ident(def.table)} (${cols.join(', ')})`, `CREATE TABLE ${ident(def.docs)} (id INTEGER PRIMARY KEY, doc TEXT NOT NULL)`],
    items: def.items ? `CREATE TABLE ${ident(def.items)} (id INTEGER NOT NULL, f INTEGER NOT NULL, v TEXT NOT NULL)` : null,
    indexes,
    // The trigram tokenizer answers substring searches (what `q` has always meant) from the index;
    // without positions (detail=none) the index is a third of the size, and GLOB checks each candidate's text.
    fts: `CREATE VIRTUAL TABLE ${ident(def.fts)} USING fts5(body, person, tokenize = 'trigram', detail = none)`,
    pending: `CREATE TABLE IF NOT EXISTS ${ident(def.pending)} (id INTEGER PRIMARY KEY)`,
    // FTS5 merges its segments inside the commits that write them: measured at 100 000 users, one
    // commit in a thousand then took a second (a "crisis merge" of large segments). The store
    // merges a little at a time between requests instead (Store.mergeSearchIndex); the crisis
    // threshold stays as a far-off safety net.
    // Run once the rows are in: the bulk load's segments become one, then the settings apply.
    ftsConfig: [`INSERT INTO ${fts} (${fts}) VALUES ('optimize')`, `INSERT INTO ${fts} (${fts}, rank) VALUES ('automerge', 0)`, `INSERT INTO ${fts} (${fts}, rank) VALUES ('crisismerge', 200)`],
  };
}
