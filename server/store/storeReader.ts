import { searchFor } from '../../src/domain/search';
import type Database from 'better-sqlite3';
import { sql, type SqlBool } from 'kysely';
import type { FilterValue, ListQuery } from './listQuery';
import { countQuery, pageQuery, rowByIdQuery, rowsByIdsQuery, rowsJsonByIdsQuery, searchIdsQuery, whereQuery } from '../db/listSql';
import { fromRow, type Rec, type Row } from '../db/rowCodec';
import { builder, SqlRunner } from '../db/sqlRunner';
import type { TableShape } from '../db/tableShape';

export { MAX_CACHED_STATEMENTS } from '../db/sqlRunner';

export class NotFoundError extends Error {}

export type Equal = Record<string, FilterValue | readonly FilterValue[]>;

/** One page of a list: its records as JSON text, how many, and the total. */
export interface ListPage {
  json: string;
  count: number;
  total: number;
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Every read of the database over one connection: the server's own (Store) or a read worker's
 * (readWorker.ts, which answers searches and figures off the request thread). It reads what is
 * committed; keeping the search index up to date before a search is the writer's job (Store).
 */
export class StoreReader {
  readonly run: SqlRunner;

  constructor(
    db: Database.Database,
    private readonly shapes: ReadonlyMap<string, TableShape>,
  ) {
    this.run = new SqlRunner(db);
  }

  shape(name: string): TableShape {
    const shape = this.shapes.get(name);
    if (!shape) throw new NotFoundError(`Unknown collection ${name}`);
    return shape;
  }

  private records(shape: TableShape, rows: Row[]): Rec[] {
    return rows.map((r) => fromRow(shape, r));
  }

  /** Every record of a collection, in id order. Meant for the small lists; large ones use where/list. */
  all(name: string): Rec[] {
    const shape = this.shape(name);
    return this.records(shape, this.run.all(builder.selectFrom(shape.table).selectAll().orderBy('id')));
  }

  /** Only these top-level fields of every record, in id order (a figure over 100 000 orders reads a few columns). */
  pick<K extends string>(name: string, fields: readonly K[]): Record<K, unknown>[] {
    return [...this.pickEach(name, fields)];
  }

  /**
   * pick() one row at a time: a figure over 100 000 orders then holds one row, not a hundred
   * thousand objects (which grew a worker's heap by 100 MB that it kept).
   */
  *pickEach<K extends string>(name: string, fields: readonly K[]): IterableIterator<Record<K, unknown>> {
    const shape = this.shape(name);
    for (const f of fields) if (!FIELD_NAME.test(f) || !shape.columns.has(f)) throw new Error(`${name} has no field "${f}"`);
    for (const row of this.run.iterate<Row>(
      builder
        .selectFrom(shape.table)
        .select([...fields])
        .orderBy('id'),
    )) {
      yield fromRow(shape, row) as Record<K, unknown>;
    }
  }

  get(name: string, id: number | string): Rec | undefined {
    const key = typeof id === 'number' ? id : Number(id);
    if (!Number.isSafeInteger(key) || (typeof id === 'string' && String(key) !== id)) return undefined;
    const shape = this.shape(name);
    const row = this.run.getCompiled<Row>(rowByIdQuery(shape, key));
    return row ? fromRow(shape, row) : undefined;
  }

  /** Records whose fields equal the given values (an array: any of them), in id order. */
  where(name: string, equal: Equal): Rec[] {
    const shape = this.shape(name);
    return this.records(shape, this.run.all(whereQuery(shape, equal).selectAll('t').orderBy('t.id')));
  }

  count(name: string, equal: Equal = {}): number {
    const shape = this.shape(name);
    return this.run.get<{ n: number }>(whereQuery(shape, equal).select(sql<number>`count(*)`.as('n')))!.n;
  }

  /** Ids of the records whose `field` is `contact`, ignoring spaces, dashes and case (phones, emails). */
  idsWithContact(name: string, field: string, contact: string): number[] {
    const shape = this.shape(name);
    if (shape.columns.get(field)?.type !== 'text') throw new Error(`${name}.${field} is not a text field`);
    const compact = (value: unknown) => sql`replace(replace(replace(lower(${value}), ' ', ''), '-', ''), char(9), '')`;
    const query = builder
      .selectFrom(shape.table)
      .select('id')
      .where(sql<SqlBool>`${compact(sql.ref(field))} = ${compact(contact)}`);
    return this.run.all<{ id: number }>(query).map((r) => r.id);
  }

  /** How many records hold each value of `field` (each item of a list field), empty values left out. */
  countBy(name: string, field: string): Map<string, number> {
    const shape = this.shape(name);
    const items = shape.lists.get(field);
    if (items) {
      const query = builder
        .selectFrom(items)
        .select(['value', sql<number>`count(DISTINCT "recordId")`.as('n')])
        .groupBy('value');
      return new Map(this.run.all<{ value: string; n: number }>(query).map((r) => [r.value, r.n]));
    }
    const column = shape.columns.get(field);
    if (!column || column.type === 'json') throw new Error(`${name}.${field} cannot be counted by value`);
    const query = builder
      .selectFrom(shape.table)
      .select([sql.ref(field).as('value'), sql<number>`count(*)`.as('n')])
      .where(sql.ref(field), 'is not', null)
      .groupBy(sql.ref(field));
    return new Map(
      this.run.all<{ value: unknown; n: number }>(query).map((r) => [String(column.type === 'boolean' ? r.value === 1 : r.value), r.n]),
    );
  }

  /** Ids of the records whose indexed search text (or, for people, their names and contacts) holds `q`, as indexed now. */
  searchIds(name: string, q: string, column: 'body' | 'person' = 'body'): number[] {
    return this.run.all<{ id: number }>(searchIdsQuery(this.shape(name), searchFor(q, column), column)).map((r) => r.id);
  }

  /**
   * One page of a list and its total. `knownTotal`: the total when the caller knows it (an
   * unfiltered list's count cached until the collection is written).
   */
  list(name: string, query: ListQuery, knownTotal?: number): { rows: Rec[]; total: number } {
    const { ids, total, shape } = this.pageIds(name, query, knownTotal);
    return { rows: this.byIds(shape, ids), total };
  }

  /** The same page as JSON text, each record's written by SQLite (listSql.ts, rowsJsonByIdsQuery): a route or a read worker sends it as it is. */
  listJson(name: string, query: ListQuery, knownTotal?: number): ListPage {
    const { ids, total, shape } = this.pageIds(name, query, knownTotal);
    if (!ids.length) return { json: '[]', count: 0, total };
    const byId = new Map(this.run.allCompiled<{ id: number; json: string }>(rowsJsonByIdsQuery(shape, ids)).map((r) => [r.id, r.json]));
    const records = ids.flatMap((id) => byId.get(id) ?? []);
    return { json: `[${records.join(',')}]`, count: records.length, total };
  }

  /**
   * Every id a list query matches, in the list's order (its page bounds ignored): an export reads
   * the records by these a batch at a time, so it never holds the rows themselves.
   */
  listIds(name: string, query: ListQuery): number[] {
    const shape = this.shape(name);
    const found = query.q ? this.searchIds(name, query.q) : undefined;
    const all = { ...query, start: 0, end: Number.MAX_SAFE_INTEGER };
    return this.run.all<{ id: number }>(pageQuery(shape, all, found, false)).map((r) => r.id);
  }

  /** The records of `ids` that still exist, in that order. */
  recordsByIds(name: string, ids: readonly number[]): Rec[] {
    return this.byIds(this.shape(name), ids);
  }

  private pageIds(name: string, query: ListQuery, knownTotal?: number): { ids: number[]; total: number; shape: TableShape } {
    const shape = this.shape(name);
    // The search index is asked once; the total and the page both take its ids.
    const found = query.q ? this.searchIds(name, query.q) : undefined;
    const total = knownTotal ?? this.run.get<{ n: number }>(countQuery(shape, query, found))!.n;
    if (!total || query.end <= query.start) return { ids: [], total, shape };
    // Many matches: walking the sort's index reaches a page after about end × rows / total
    // records, where sorting every match would read all `total` of them (listSql.ts, pageQuery).
    const filtered = query.filters.length > 0 || query.q !== null;
    const walk = filtered && query.sort.length > 0 && query.end * this.rowsAtMost(shape) < total * total;
    return { ids: this.run.all<{ id: number }>(pageQuery(shape, query, found, walk)).map((r) => r.id), total, shape };
  }

  /** Rows a table has held at most (its highest id): what a walk of a sort index may cross. */
  private rowsAtMost(shape: TableShape): number {
    return this.run.get<{ n: number | null }>(builder.selectFrom(shape.table).select(sql<number | null>`max(id)`.as('n')))?.n ?? 0;
  }

  /** The records of `ids`, in that order. */
  private byIds(shape: TableShape, ids: readonly number[]): Rec[] {
    return this.rowsByIds(shape, ids).map((row) => fromRow(shape, row));
  }

  /** The rows of `ids`, in that order. */
  private rowsByIds(shape: TableShape, ids: readonly number[]): Row[] {
    if (!ids.length) return [];
    const byId = new Map(this.run.all<Row>(rowsByIdsQuery(shape, ids)).map((r) => [r.id as number, r]));
    return ids.flatMap((id): Row[] => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  /** Every record of every collection, a collection at a time (for `npm run db:export`). */
  *export(): Generator<[string, Iterable<Rec>]> {
    for (const shape of this.shapes.values()) {
      const rows = this.run.iterate<Row>(builder.selectFrom(shape.table).selectAll().orderBy('id'));
      yield [
        shape.collection,
        (function* () {
          for (const row of rows) yield fromRow(shape, row);
        })(),
      ];
    }
  }
}
