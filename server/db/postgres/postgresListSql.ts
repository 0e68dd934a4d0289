import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Filter, FilterValue, ListQuery } from '../../store/listQuery';
import { builder } from '../sqlRunner';
import type { ColumnShape, TableShape } from '../tableShape';

/**
 * server/db/listSql.ts's list queries in PostgreSQL's SQL, meaning the same: equality is exact
 * (text too), a missing value equals '' and 'null', `ne` keeps the records without a value, a
 * range skips them; a sort puts records without a value first (last when descending, as SQLite
 * orders NULL lowest) and orders text case-folded (`lower()`, which the text indexes hold:
 * migrations/steps.ts). Lists of values are bound as one array (`= ANY($1)`).
 */

type Condition = Expression<SqlBool>;

/** A dotted path (`nameChange.newFirstName`): the JSON column and the keys inside it. */
function columnOf(shape: TableShape, field: string): { column: ColumnShape; path: string[] } {
  const [head, ...rest] = field.split('.');
  const column = shape.columns.get(head);
  if (!column) throw new Error(`${shape.table} has no column for ${field}`);
  return { column, path: rest };
}

/** The value a field's filter compares: its column, or the text at a path of its JSON column. */
function valueOf(shape: TableShape, field: string): { expr: RawBuilder<unknown>; column: ColumnShape; text: boolean } {
  const { column, path } = columnOf(shape, field);
  const ref = sql.ref(`t.${column.name}`);
  if (path.length) return { expr: sql`(${ref} #>> ${`{${path.join(',')}}`})`, column, text: false };
  return { expr: sql`${ref}`, column, text: column.type === 'text' };
}

/** A filter's value as the column's type reads it (booleans as PostgreSQL's). */
function bound(column: ColumnShape, v: string | number | boolean): unknown {
  if (column.type === 'boolean') return v === true || v === 1 || v === '1' || v === 'true';
  return v;
}

const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\d(?:T\d\d:\d\d(?::\d\d(?:\.\d{1,6})?)?(?:Z|[+-]\d\d:?\d\d)?)?$/;
const ISO_DATE = /^\d{4}-\d\d-\d\d$/;

/**
 * Whether a filter's value can be a value of the column's type. SQLite compares anything with
 * anything (a timestamp is text there); PostgreSQL refuses to cast `NaN` to a number or `{}` to a
 * timestamp. Such a value equals no record; in a range it is compared as SQLite would (rangeOf).
 */
function fitsType(column: ColumnShape, v: string | number | boolean): boolean {
  switch (column.type) {
    case 'integer':
      return typeof v === 'number' ? Number.isSafeInteger(v) : /^-?\d{1,15}$/.test(String(v));
    case 'real':
      return String(v).trim() !== '' && Number.isFinite(Number(v));
    case 'timestamp':
      return ISO_TIMESTAMP.test(String(v)) && Number.isFinite(Date.parse(String(v)));
    case 'date':
      return ISO_DATE.test(String(v)) && Number.isFinite(Date.parse(String(v)));
    case 'text':
    case 'json':
      // PostgreSQL's text holds no NUL character: a value with one equals nothing stored.
      return !String(v).includes('\u0000');
    case 'boolean':
      return typeof v === 'boolean' || v === 0 || v === 1 || v === '0' || v === '1' || v === 'true' || v === 'false';
  }
}

/** `= ANY(<array>)`, the array cast to the column's type (a parameter of its own has none). */
function anyOf(values: readonly unknown[], type: string): RawBuilder<unknown> {
  return sql`ANY(CAST(${values} AS ${sql.raw(type)}[]))`;
}

const ARRAY_TYPES: Record<ColumnShape['type'], string> = {
  integer: 'bigint',
  real: 'double precision',
  text: 'text',
  boolean: 'boolean',
  timestamp: 'timestamptz',
  date: 'date',
  json: 'text',
};

function equals(shape: TableShape, field: string, values: readonly FilterValue[], negated: boolean): Condition {
  const missingMatches = values.some((v) => v === null || v === '' || v === 'null');
  const present = values.filter((v): v is string | number | boolean => v !== null);
  if (field === 'id') {
    const ids = present.map(Number).filter(Number.isSafeInteger);
    return ids.length ? sql<SqlBool>`t.id = ${anyOf(ids, 'bigint')}` : sql<SqlBool>`false`;
  }
  const items = shape.lists.get(field);
  if (items) {
    const wanted = values.map((v) => (v === null ? 'null' : String(v)));
    const any = sql<SqlBool>`EXISTS (SELECT 1 FROM ${sql.table(items)} AS li WHERE li.value = ${anyOf(wanted, 'text')} AND li."recordId" = t.id)`;
    return missingMatches ? sql<SqlBool>`(${any} OR ${sql.ref(`t.${field}`)} IS NULL)` : any;
  }
  const { expr, column, text } = valueOf(shape, field);
  const parts: RawBuilder<unknown>[] = [];
  const usable = present.filter((v) => fitsType(column, v));
  if (usable.length) {
    if (text) {
      // Case-folded first (the index), then exact.
      const list = usable.map(String);
      parts.push(
        sql`(lower(${expr}) = ${anyOf(
          list.map((v) => v.toLowerCase()),
          'text',
        )} AND ${expr} = ${anyOf(list, 'text')})`,
      );
    } else if (column.type === 'json') parts.push(sql`${expr} = ${anyOf(usable.map(String), 'text')}`);
    else
      parts.push(
        sql`${expr} = ${anyOf(
          usable.map((v) => bound(column, v)),
          ARRAY_TYPES[column.type],
        )}`,
      );
  }
  if (missingMatches) parts.push(sql`${expr} IS NULL`);
  if (!parts.length) return sql<SqlBool>`false`;
  const hit = sql.join(parts, sql` OR `);
  return negated ? sql<SqlBool>`coalesce(${hit}, false)` : sql<SqlBool>`(${hit})`;
}

/** The bound a range compares with: empty means every value is above it and none below. */
function range(shape: TableShape, f: Filter): Condition {
  const { expr, column, text } = valueOf(shape, f.field);
  const v = f.values[0] ?? null;
  if (v === null || v === '') return f.op === 'gte' ? sql<SqlBool>`${expr} IS NOT NULL` : sql<SqlBool>`false`;
  const op = sql.raw(f.op === 'gte' ? '>=' : '<=');
  if (text) return sql<SqlBool>`lower(${expr}) ${op} ${String(v).replaceAll('\u0000', '').toLowerCase()}`;
  if (!fitsType(column, v)) return outOfTypeRange(expr, column, f.op === 'gte' ? 'gte' : 'lte', String(v));
  const type = column.type === 'json' ? 'text' : ARRAY_TYPES[column.type];
  return sql<SqlBool>`(${expr} IS NOT NULL AND ${expr} ${op} CAST(${bound(column, v)} AS ${sql.raw(type)}))`;
}

/**
 * A range whose bound is no value of the column's type, as SQLite answers it: a number is below
 * any text (so every number is at most `abc`, none at least), and a timestamp or date is its ISO
 * text, compared as text.
 */
function outOfTypeRange(expr: RawBuilder<unknown>, column: ColumnShape, op: 'gte' | 'lte', v: string): Condition {
  const present = sql<SqlBool>`${expr} IS NOT NULL`;
  if (column.type === 'integer' || column.type === 'real') return op === 'lte' ? present : sql<SqlBool>`false`;
  const iso =
    column.type === 'date'
      ? sql`to_char(${expr}, 'YYYY-MM-DD')`
      : sql`to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  return sql<SqlBool>`(${present} AND ${iso} ${sql.raw(op === 'gte' ? '>=' : '<=')} ${v.replaceAll('\u0000', '')})`;
}

function condition(shape: TableShape, f: Filter): Condition {
  switch (f.op) {
    case 'eq':
      return equals(shape, f.field, f.values, false);
    case 'ne':
      return sql<SqlBool>`NOT ${equals(shape, f.field, f.values, true)}`;
    case 'gte':
    case 'lte':
      return range(shape, f);
  }
}

function conditions(
  shape: TableShape,
  query: Pick<ListQuery, 'filters' | 'q' | 'qAlso'>,
  found: readonly number[] | undefined,
): Condition[] {
  const parts = query.filters.map((f) => condition(shape, f));
  if (query.q) {
    if (!found) throw new Error('A list with q needs the ids the search found');
    const alternatives: Condition[] = [sql<SqlBool>`t.id = ${anyOf([...found], 'bigint')}`];
    for (const a of query.qAlso ?? []) {
      const ids = [...a.ids].map(Number).filter(Number.isSafeInteger);
      alternatives.push(sql<SqlBool>`${valueOf(shape, a.field).expr} = ${anyOf(ids, 'bigint')}`);
    }
    parts.push(sql<SqlBool>`(${sql.join(alternatives, sql` OR `)})`);
  }
  return parts;
}

function from(shape: TableShape) {
  return builder.selectFrom(`${shape.table} as t`);
}

function filtered(shape: TableShape, query: Pick<ListQuery, 'filters' | 'q' | 'qAlso'>, found?: readonly number[]) {
  const parts = conditions(shape, query, found);
  return parts.length ? from(shape).where(({ and }) => and(parts)) : from(shape);
}

export function countQuery(shape: TableShape, query: ListQuery, found?: readonly number[]) {
  return filtered(shape, query, found).select(sql<number>`count(*)`.as('n'));
}

/** The ids of one page, in order (ties in id order, reversed under a single descending key). */
export function pageQuery(shape: TableShape, query: ListQuery, found?: readonly number[]) {
  let q = filtered(shape, query, found).select('t.id');
  for (const s of query.sort) {
    const { expr, text } = valueOf(shape, s.field);
    const nulls = sql.raw(s.order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST');
    q = q.orderBy(sql`${text ? sql`lower(${expr})` : expr} ${nulls}`);
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
    .where(sql<SqlBool>`t.id = ${anyOf([...ids], 'bigint')}`);
}

/** A LIKE pattern matching text that contains `q` (lower-cased already, like the indexed text): the trigram index answers it. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Ids of the records whose search column holds `q` (lower-cased already), in id order as SQLite's rowids come. */
export function searchIdsQuery(shape: TableShape, q: string, column: 'body' | 'person') {
  // Nothing stored holds a NUL character (PostgreSQL's text cannot).
  if (q.includes('\u0000'))
    return builder
      .selectFrom(shape.search)
      .select('id')
      .where(sql<SqlBool>`false`);
  return builder
    .selectFrom(shape.search)
    .select('id')
    .where(sql<SqlBool>`${sql.ref(column === 'person' ? 'person' : 'body')} LIKE ${containsPattern(q)}`)
    .orderBy('id');
}
