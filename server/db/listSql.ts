import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Filter, FilterValue, ListQuery } from '../store/listQuery';
import { builder } from './sqlRunner';
import type { ColumnShape, TableShape } from './tableShape';

/**
 * A list query (already checked against the collection's grammar) as Kysely queries over the
 * collection's table. Identifiers come from the table shape only; every value is bound.
 * What a filter means, kept from json-server's dialect: equality is exact (text too), a missing
 * value equals '' and 'null', `ne` keeps the records without a value, a range skips them; a sort
 * puts records without a value first and orders text case-folded. Text columns are indexed
 * case-folded (`COLLATE NOCASE`, migrations/steps.ts): a sort and the first half of an equality
 * read that index, the exact comparison checks the rows it found.
 */

type Condition = Expression<SqlBool>;

/**
 * Longer value lists go in as one JSON array, keeping statements few, parameters bounded, and
 * the compiling cheap: a page of 25 ids (react-admin's getMany) bound one by one took Kysely
 * 60 µs to compile, as one array a few.
 */
const MAX_BOUND_LIST = 8;

/** A dotted path (`nameChange.newFirstName`): the JSON column and the path inside it. */
function columnOf(shape: TableShape, field: string): { column: ColumnShape; path: string | null } {
  const [head, ...rest] = field.split('.');
  const column = shape.columns.get(head);
  if (!column) throw new Error(`${shape.table} has no column for ${field}`);
  return { column, path: rest.length ? `$.${rest.join('.')}` : null };
}

function isText(c: ColumnShape): boolean {
  return c.type === 'text';
}

/** The value a field's filter compares: its column, or the path read out of its JSON column. */
function valueOf(shape: TableShape, field: string, plain = false): { expr: RawBuilder<unknown>; text: boolean } {
  const { column, path } = columnOf(shape, field);
  const ref = sql.ref(`t.${column.name}`);
  if (path) return { expr: sql`json_extract(${ref}, ${path})`, text: false };
  // SQLite's unary plus: the same value, but no index serves it (see pageQuery's walkSortIndex).
  return { expr: plain ? sql`+${ref}` : sql`${ref}`, text: isText(column) };
}

/** `(?, ?, …)`, or one JSON array for long lists (SQLite caps the parameters of a statement). */
function inList(values: readonly unknown[]): RawBuilder<unknown> {
  if (values.length > MAX_BOUND_LIST) return sql`(SELECT value FROM json_each(${JSON.stringify(values)}))`;
  return sql`(${sql.join(values.map((v) => sql.val(v)))})`;
}

function asText(v: FilterValue): string {
  return v === null ? 'null' : String(v);
}

/**
 * True when the field holds one of the values. `negated` (the `ne` filter) wraps a column's
 * comparison in coalesce, never NULL, so NOT of it keeps the records without a value; an `eq`
 * stays a plain `IN` that the column's index answers (coalesce hides the column from the planner).
 */
function equals(shape: TableShape, field: string, values: readonly FilterValue[], negated: boolean, plain: boolean): Condition {
  const missingMatches = values.some((v) => v === null || v === '' || v === 'null');
  const present = values.filter((v): v is string | number | boolean => v !== null);
  if (field === 'id') {
    const ids = present.map(Number).filter(Number.isSafeInteger);
    return ids.length ? sql<SqlBool>`${plain ? sql`+t.id` : sql`t.id`} IN ${inList(ids)}` : sql<SqlBool>`0`;
  }
  const items = shape.lists.get(field);
  if (items) {
    const wanted = values.map(asText);
    const any = sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(items)} AS li WHERE li.value IN ${inList(wanted)} AND li."recordId" = t.id)`;
    return missingMatches ? sql<SqlBool>`(${any} OR ${sql.ref(`t.${field}`)} IS NULL)` : any;
  }
  const { expr, text } = valueOf(shape, field, plain);
  const parts: RawBuilder<unknown>[] = [];
  if (present.length) {
    const bound = present.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v));
    // Case-folded first (the index), then exact.
    parts.push(text ? sql`(${expr} COLLATE NOCASE IN ${inList(bound)} AND ${expr} IN ${inList(bound)})` : sql`${expr} IN ${inList(bound)}`);
  }
  if (missingMatches) parts.push(sql`${expr} IS NULL`);
  if (!parts.length) return sql<SqlBool>`0`;
  const hit = sql.join(parts, sql` OR `);
  return negated ? sql<SqlBool>`coalesce(${hit}, 0)` : sql<SqlBool>`(${hit})`;
}

/** The bound a range compares with: empty means every value is above it and none below. */
function range(shape: TableShape, f: Filter, plain: boolean): Condition {
  const { expr, text } = valueOf(shape, f.field, plain);
  const v = f.values[0] ?? null;
  if (v === null || v === '') return f.op === 'gte' ? sql<SqlBool>`${expr} IS NOT NULL` : sql<SqlBool>`0`;
  const bound = typeof v === 'boolean' ? (v ? 1 : 0) : v;
  const op = sql.raw(f.op === 'gte' ? '>=' : '<=');
  return text ? sql<SqlBool>`${expr} COLLATE NOCASE ${op} ${bound}` : sql<SqlBool>`(${expr} IS NOT NULL AND ${expr} ${op} ${bound})`;
}

function condition(shape: TableShape, f: Filter, plain: boolean): Condition {
  switch (f.op) {
    case 'eq':
      return equals(shape, f.field, f.values, false, plain);
    case 'ne':
      return sql<SqlBool>`NOT ${equals(shape, f.field, f.values, true, plain)}`;
    case 'gte':
    case 'lte':
      return range(shape, f, plain);
  }
}

/**
 * The conditions of a query. `found`: the ids the search index gave for `q` (read first, once,
 * by the caller, after indexing what was written since); `qAlso` adds the records whose field
 * holds one of the people's ids that matched.
 */
function conditions(
  shape: TableShape,
  query: Pick<ListQuery, 'filters' | 'q' | 'qAlso'>,
  found: readonly number[] | undefined,
  plain: boolean,
): Condition[] {
  const parts = query.filters.map((f) => condition(shape, f, plain));
  if (query.q) {
    if (!found) throw new Error('A list with q needs the ids the search index found');
    const alternatives: Condition[] = [
      sql<SqlBool>`${plain ? sql`+t.id` : sql`t.id`} IN (SELECT value FROM json_each(${JSON.stringify(found)}))`,
    ];
    for (const a of query.qAlso ?? []) {
      const ids = [...a.ids].map(Number).filter(Number.isSafeInteger);
      alternatives.push(sql<SqlBool>`${valueOf(shape, a.field, plain).expr} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
    }
    parts.push(sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})`);
  }
  return parts;
}

function from(shape: TableShape) {
  return builder.selectFrom(`${shape.table} as t`);
}

function filtered(shape: TableShape, query: Pick<ListQuery, 'filters' | 'q' | 'qAlso'>, found?: readonly number[], plain = false) {
  const parts = conditions(shape, query, found, plain);
  return parts.length ? from(shape).where(({ and }) => and(parts)) : from(shape);
}

export function countQuery(shape: TableShape, query: ListQuery, found?: readonly number[]) {
  return filtered(shape, query, found).select(sql<number>`count(*)`.as('n'));
}

/**
 * The ids of one page, in order (ties in id order, reversed under a single descending key).
 * `walkSortIndex`: the filters keep many records, so walking the sort's index and testing each
 * record stops after a page's worth, where collecting every match to sort them would not; the
 * filters' own indexes are set aside (unary plus) so that SQLite takes that plan. Its planner,
 * even with per-value statistics, picked the filter's index and sorted every match: at 100 000
 * users, `country=IN` sorted by member since took 31 ms that way, 0.07 ms walking
 * (docs/decisions/0061-a-table-per-collection-with-kysely.md). The caller decides from the total it counted first (StoreReader).
 */
export function pageQuery(shape: TableShape, query: ListQuery, found?: readonly number[], walkSortIndex = false) {
  let q = filtered(shape, query, found, walkSortIndex).select('t.id');
  for (const s of query.sort) {
    const { expr, text } = valueOf(shape, s.field);
    q = q.orderBy(text ? sql`${expr} COLLATE NOCASE` : expr, s.order);
  }
  const reversed = query.sort.length === 1 && query.sort[0].order === 'desc';
  return q
    .orderBy('t.id', reversed ? 'desc' : 'asc')
    .limit(Math.max(0, query.end - query.start))
    .offset(query.start);
}

/** Records whose fields equal the given values (each a value or any of several), in id order. */
export function whereQuery(shape: TableShape, equal: Record<string, FilterValue | readonly FilterValue[]>) {
  const filters: Filter[] = Object.entries(equal).map(([field, v]) => ({
    field,
    op: 'eq',
    values: Array.isArray(v) ? [...(v as FilterValue[])] : [v as FilterValue],
  }));
  return filtered(shape, { filters, q: null }, undefined);
}

/** Rows of these ids (in no particular order). */
export function rowsByIdsQuery(shape: TableShape, ids: readonly number[]) {
  return from(shape)
    .selectAll()
    .where(sql<SqlBool>`t.id IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`);
}

/**
 * A column's value as json_object takes it: a JSON column as JSON (its text as stored), a boolean
 * as true or false, a real with no fraction as an integer (SQLite would write 5.0 where
 * JSON.stringify writes 5), anything else as it is; NULL stays null.
 */
function jsonValue(c: ColumnShape): RawBuilder<unknown> {
  const ref = sql.ref(`t.${c.name}`);
  if (c.type === 'json') return sql`json(${ref})`;
  if (c.type === 'boolean') return sql`json(CASE ${ref} WHEN 1 THEN 'true' WHEN 0 THEN 'false' END)`;
  if (c.type === 'real')
    return sql`CASE WHEN ${ref} = CAST(${ref} AS INTEGER) AND abs(${ref}) < 1e15 THEN CAST(${ref} AS INTEGER) ELSE ${ref} END`;
  return sql`${ref}`;
}

const rowsJsonText = new WeakMap<TableShape, string>();
const rowByIdText = new WeakMap<TableShape, string>();

/** The row of one id: the statement every record read takes, compiled once per shape. */
export function rowByIdQuery(shape: TableShape, id: number): { sql: string; parameters: readonly unknown[] } {
  let text = rowByIdText.get(shape);
  if (!text) {
    text = builder.selectFrom(shape.table).selectAll().where('id', '=', 0).compile().sql;
    rowByIdText.set(shape, text);
  }
  return { sql: text, parameters: [id] };
}

/**
 * Each row of these ids as the JSON text of its record, written by SQLite (`json_object`), with
 * its id: the same values, in the same field order, as rowJson writes from the row (reals of
 * 10^15 and more aside, written 1.0e+15 where JavaScript writes 1000000000000000). A page of 25
 * users (36 columns) costs 70 µs this way, where reading the rows into objects took 180 µs
 * before rowJson's own work. Its text depends only on the table: compiled once per shape.
 */
export function rowsJsonByIdsQuery(shape: TableShape, ids: readonly number[]): { sql: string; parameters: readonly unknown[] } {
  let text = rowsJsonText.get(shape);
  if (!text) {
    const members = [...shape.columns.values()].map((c) => sql`${sql.lit(c.name)}, ${jsonValue(c)}`);
    const query = sql`SELECT t.id AS id, json_object(${sql.join(members)}) AS json FROM ${sql.table(shape.table)} AS t WHERE t.id IN (SELECT value FROM json_each(?))`;
    text = query.compile(builder).sql;
    rowsJsonText.set(shape, text);
  }
  return { sql: text, parameters: [JSON.stringify(ids)] };
}

/**
 * A GLOB pattern matching text that contains `q` (already lower-cased, like the indexed text).
 * The trigram index answers it: the grammar refuses text shorter than three characters
 * (src/domain/search.ts), which the index could only answer by reading every record.
 */
export function containsPattern(q: string): string {
  return `*${q.replace(/[*?[]/g, (c) => `[${c}]`)}*`;
}

/** Ids of the records whose search column holds `q` (lower-cased already). */
export function searchIdsQuery(shape: TableShape, q: string, column: 'body' | 'person') {
  return builder
    .selectFrom(shape.search)
    .select(sql<number>`rowid`.as('id'))
    .where(sql<SqlBool>`${sql.ref(column === 'person' ? 'person' : 'body')} GLOB ${containsPattern(q)}`);
}
