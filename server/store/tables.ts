/**
 * How a collection lives in SQLite: one table of JSON documents, with a generated column pair per
 * field the query grammar knows (a sort key and a filter text), each indexed, and an FTS5 table
 * for `q`. Every identifier in the SQL text comes from here, derived from collection names and
 * schema field paths that the code declares; nothing from a request ever reaches this text.
 */

export type FieldKind = 'number' | 'text' | 'datetime' | 'date' | 'enum' | 'boolean' | 'list';

/** What the store needs to know of a field to index it. */
export interface IndexedField {
  kind: FieldKind;
}

export interface FieldColumns {
  /** A comparable key: NULL when empty, numbers as numbers, text case-folded. */
  sortKey: string;
  /** The value as JavaScript's String() writes it ('true', 'null', '12'); NULL when missing. */
  text: string;
  /** The JSON path literal, for lists read with json_each. */
  path: string;
  list: boolean;
}

export interface TableDef {
  collection: string;
  table: string;
  fts: string;
  fields: ReadonlyMap<string, FieldColumns>;
}

const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;
const COLLECTION_NAME = /^[a-z][a-z0-9-]*$/;

/** A double-quoted SQL identifier (the names are checked above; quoting is belt and braces). */
export function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** `json_type(...)` and `json_extract(...)` of a path given as SQL (a literal or a `?`). */
function jsonOf(doc: string, pathSql: string): { type: string; value: string } {
  return { type: `json_type(${doc}, ${pathSql})`, value: `json_extract(${doc}, ${pathSql})` };
}

/**
 * The sort key of a JSON value, in the order the API promises: empty values first, then numbers
 * (booleans as 0 and 1), then text compared case-insensitively; SQLite already orders NULL, then
 * numbers, then text. `type`/`value` are SQL expressions (a column path or json_each's columns).
 */
export function sortKeySql(type: string, value: string): string {
  return `(CASE ${type} WHEN 'integer' THEN ${value} WHEN 'real' THEN ${value} WHEN 'true' THEN 1 WHEN 'false' THEN 0 WHEN 'text' THEN nullif(lower(${value}), '') WHEN 'array' THEN lower(${value}) WHEN 'object' THEN lower(${value}) ELSE NULL END)`;
}

/** A JSON value as String() would write it: what equality filters compare. NULL when missing. */
export function filterTextSql(type: string, value: string): string {
  return `(CASE ${type} WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' WHEN 'null' THEN 'null' WHEN 'integer' THEN CAST(${value} AS TEXT) WHEN 'real' THEN CAST(${value} AS TEXT) WHEN 'text' THEN ${value} ELSE NULL END)`;
}

/** Sort key and filter text of a field read through a JSON path given as SQL. */
export function fieldSql(pathSql: string, doc = 'doc'): { sortKey: string; text: string } {
  const j = jsonOf(doc, pathSql);
  return { sortKey: sortKeySql(j.type, j.value), text: filterTextSql(j.type, j.value) };
}

export function jsonPathLiteral(field: string): string {
  return `'$.${field}'`;
}

export function tableDef(collection: string, fields: Iterable<[string, IndexedField]>): TableDef {
  if (!COLLECTION_NAME.test(collection)) throw new Error(`Collection name "${collection}" cannot be a table name`);
  const base = collection.replace(/-/g, '_');
  const columns = new Map<string, FieldColumns>();
  let n = 0;
  for (const [path, field] of fields) {
    if (path === 'id' || !FIELD_PATH.test(path)) continue;
    n += 1;
    columns.set(path, { sortKey: `k${n}`, text: `t${n}`, path: jsonPathLiteral(path), list: field.kind === 'list' });
  }
  return { collection, table: `c_${base}`, fts: `q_${base}`, fields: columns };
}

/** Statements that create the collection's table with its generated columns, its indexes and its search table. */
export function createTableSql(def: TableDef): { table: string; indexes: string[]; fts: string } {
  const cols = ['id INTEGER PRIMARY KEY AUTOINCREMENT', 'doc TEXT NOT NULL'];
  cols.push(`version INTEGER GENERATED ALWAYS AS (json_extract(doc, '$.version')) VIRTUAL`);
  cols.push(`created_at TEXT GENERATED ALWAYS AS (json_extract(doc, '$.createdAt')) VIRTUAL`);
  cols.push(`updated_at TEXT GENERATED ALWAYS AS (json_extract(doc, '$.updatedAt')) VIRTUAL`);
  for (const c of def.fields.values()) {
    if (c.list) continue;
    const sql = fieldSql(c.path);
    // No declared type: the key keeps its storage class (numbers stay numbers, text stays text).
    cols.push(`${c.sortKey} GENERATED ALWAYS AS ${sql.sortKey} VIRTUAL`, `${c.text} GENERATED ALWAYS AS ${sql.text} VIRTUAL`);
  }
  const indexes: string[] = [];
  for (const c of def.fields.values()) {
    if (c.list) continue;
    indexes.push(`CREATE INDEX ${ident(`${def.table}_${c.sortKey}`)} ON ${ident(def.table)} (${c.sortKey})`);
    indexes.push(`CREATE INDEX ${ident(`${def.table}_${c.text}`)} ON ${ident(def.table)} (${c.text})`);
  }
  return {
    table: `CREATE TABLE ${ident(def.table)} (${cols.join(', ')})`,
    indexes,
    // The trigram tokenizer answers substring searches (what `q` has always meant) from the index;
    // without positions (detail=none) the index is a third of the size, and GLOB checks each candidate's text.
    fts: `CREATE VIRTUAL TABLE ${ident(def.fts)} USING fts5(body, person, tokenize = 'trigram', detail = none)`,
  };
}
