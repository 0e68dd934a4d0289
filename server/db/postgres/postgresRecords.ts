import { searchFor } from '../../../src/domain/search';
import { sql, type SqlBool } from 'kysely';
import { searchTextOf } from '../../store/searchText';
import type { FilterValue, ListQuery } from '../../store/listQuery';
import type { ListPage } from '../../store/storeReader';
import type { PersonText } from '../recordWriter';
import { fromRow, listValues, toRow, type Rec, type Row } from '../rowCodec';
import { builder, type QueryBuilder, type SqlConnection } from '../sqlRunner';
import { tableName, type ColumnShape, type ColumnType, type TableShape } from '../tableShape';
import { countQuery, pageQuery, rowsByIdsQuery, searchIdsQuery, whereQuery } from './postgresListSql';

/** PostgreSQL's names of the types the migrations gave (postgres/schemaTypes.ts), as the store reads them. */
const STORE_TYPES: Record<string, ColumnType> = {
  bigint: 'integer',
  'double precision': 'real',
  text: 'text',
  boolean: 'boolean',
  'timestamp with time zone': 'timestamp',
  date: 'date',
  json: 'json',
};

/** The shapes of the collections' tables as the PostgreSQL database has them (tableShape.ts's, read from information_schema). */
export async function readPostgresTableShapes(run: SqlConnection, collections: readonly string[]): Promise<Map<string, TableShape>> {
  const rows = await run.all<{ table: string; name: string; type: string; nullable: string; generated: string }>(
    sql`SELECT table_name AS "table", column_name AS name, data_type AS type, is_nullable AS nullable, is_generated AS generated
        FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const byTable = new Map<string, typeof rows>();
  for (const r of rows) byTable.set(r.table, [...(byTable.get(r.table) ?? []), r]);
  const shapes = new Map<string, TableShape>();
  for (const collection of collections) {
    const table = tableName(collection);
    const info = byTable.get(table);
    if (!info) throw new Error(`The database has no table "${table}" for the collection ${collection}`);
    const columns = new Map<string, ColumnShape>();
    const lists = new Map<string, string>();
    for (const c of info) {
      const type = STORE_TYPES[c.type];
      if (!type) throw new Error(`Column ${table}.${c.name} has the type "${c.type}", which the store does not read`);
      columns.set(c.name, { name: c.name, type, nullable: c.nullable === 'YES' && c.name !== 'id', generated: c.generated === 'ALWAYS' });
      if (type === 'json' && byTable.has(`${table}_${c.name}`)) lists.set(c.name, `${table}_${c.name}`);
    }
    shapes.set(collection, { collection, table, columns, lists, search: `${table}_search`, pending: `${table}_search_pending` });
  }
  return shapes;
}

/** A record's row as PostgreSQL takes it: booleans as booleans (the codec writes SQLite's 1 and 0). */
function postgresRow(shape: TableShape, rec: Record<string, unknown>): Row {
  const row = toRow(shape, rec);
  for (const c of shape.columns.values()) if (c.type === 'boolean' && row[c.name] !== null) row[c.name] = row[c.name] === 1;
  return row;
}

/**
 * Stands for a new record's id in its search text until the database draws the id: a control
 * character that case folding leaves as it is. A record whose own text holds it has its id drawn
 * first (insertNew).
 */
const ID_MARK = '\u0002';

/** Writes search rows over the ones their records had (after `writing`'s own statements, when it has some). */
function upsertSearch(
  writing: Pick<QueryBuilder, 'insertInto'>,
  shape: TableShape,
  rows: readonly { id: unknown; body: string; person: string | null }[],
) {
  return writing
    .insertInto(shape.search)
    .values(rows)
    .onConflict((oc) => oc.column('id').doUpdateSet({ body: sql`excluded.body`, person: sql`excluded.person` }));
}

/** Records per statement of a load: 36 columns × 500 stays far below PostgreSQL's 65 535 parameters. */
const LOAD_BATCH = 500;

export type Equal = Record<string, FilterValue | readonly FilterValue[]>;

/**
 * The records of one PostgreSQL connection (the pool, or a transaction's client): reads as
 * server/store/storeReader.ts has them, and writes as server/db/recordWriter.ts makes them. A
 * record's search text is written with it, in the same transaction (no pending notes: a GIN
 * index takes its entries at commit).
 */
export class PostgresRecords {
  constructor(
    readonly run: SqlConnection,
    private readonly shapes: ReadonlyMap<string, TableShape>,
    private readonly personText: PersonText,
  ) {}

  shape(name: string): TableShape {
    const shape = this.shapes.get(name);
    if (!shape) throw new Error(`Unknown collection ${name}`);
    return shape;
  }

  private async records(shape: TableShape, rows: Promise<Row[]>): Promise<Rec[]> {
    return (await rows).map((r) => fromRow(shape, r));
  }

  all(name: string): Promise<Rec[]> {
    const shape = this.shape(name);
    return this.records(shape, this.run.all(builder.selectFrom(shape.table).selectAll().orderBy('id')));
  }

  async pick<K extends string>(name: string, fields: readonly K[]): Promise<Record<K, unknown>[]> {
    const shape = this.shape(name);
    for (const f of fields) if (!shape.columns.has(f)) throw new Error(`${name} has no field "${f}"`);
    const rows = await this.run.all<Row>(
      builder
        .selectFrom(shape.table)
        .select([...fields])
        .orderBy('id'),
    );
    return rows.map((r) => fromRow(shape, r) as Record<K, unknown>);
  }

  async get(name: string, id: number | string, forUpdate = false): Promise<Rec | undefined> {
    const key = typeof id === 'number' ? id : Number(id);
    if (!Number.isSafeInteger(key) || (typeof id === 'string' && String(key) !== id)) return undefined;
    const shape = this.shape(name);
    let query = builder.selectFrom(shape.table).selectAll().where('id', '=', key);
    if (forUpdate) query = query.forUpdate();
    const row = await this.run.get<Row>(query);
    return row ? fromRow(shape, row) : undefined;
  }

  where(name: string, equal: Equal): Promise<Rec[]> {
    const shape = this.shape(name);
    return this.records(shape, this.run.all(whereQuery(shape, equal).selectAll('t').orderBy('t.id')));
  }

  async count(name: string, equal: Equal = {}): Promise<number> {
    const shape = this.shape(name);
    return (await this.run.get<{ n: number }>(whereQuery(shape, equal).select(sql<number>`count(*)`.as('n'))))!.n;
  }

  async idsWithContact(name: string, field: string, contact: string): Promise<number[]> {
    const shape = this.shape(name);
    if (shape.columns.get(field)?.type !== 'text') throw new Error(`${name}.${field} is not a text field`);
    const compact = (value: unknown) => sql`replace(replace(replace(lower(${value}), ' ', ''), '-', ''), chr(9), '')`;
    const query = builder
      .selectFrom(shape.table)
      .select('id')
      .where(sql<SqlBool>`${compact(sql.ref(field))} = ${compact(contact)}`);
    return (await this.run.all<{ id: number }>(query)).map((r) => r.id);
  }

  async countBy(name: string, field: string): Promise<Map<string, number>> {
    const shape = this.shape(name);
    const items = shape.lists.get(field);
    if (items) {
      const query = builder
        .selectFrom(items)
        .select(['value', sql<number>`count(DISTINCT "recordId")`.as('n')])
        .groupBy('value');
      return new Map((await this.run.all<{ value: string; n: number }>(query)).map((r) => [r.value, r.n]));
    }
    const column = shape.columns.get(field);
    if (!column || column.type === 'json') throw new Error(`${name}.${field} cannot be counted by value`);
    const query = builder
      .selectFrom(shape.table)
      .select([sql.ref(field).as('value'), sql<number>`count(*)`.as('n')])
      .where(sql.ref(field), 'is not', null)
      .groupBy(sql.ref(field));
    const rows = await this.run.all<{ value: unknown; n: number }>(query);
    return new Map(rows.map((r) => [String(column.type === 'boolean' ? r.value === 1 : r.value), r.n]));
  }

  async searchIds(name: string, q: string, column: 'body' | 'person' = 'body'): Promise<number[]> {
    return (await this.run.all<{ id: number }>(searchIdsQuery(this.shape(name), searchFor(q, column), column))).map((r) => r.id);
  }

  /** One page of a list and its total (`knownTotal` when the caller kept it). */
  async list(name: string, query: ListQuery, knownTotal?: number): Promise<{ rows: Rec[]; total: number }> {
    const shape = this.shape(name);
    const found = query.q ? await this.searchIds(name, query.q) : undefined;
    // A bare search's total is what it found (a search row goes with its record): one query less.
    const bareSearch = found && !query.filters.length && !query.qAlso?.length;
    // The page's rows in the page's query: one round trip (SQLite reads the ids, then the rows).
    const page = async () => (await this.run.all<Row>(pageQuery(shape, query, found).selectAll('t'))).map((r) => fromRow(shape, r));
    const known = knownTotal ?? (bareSearch ? found.length : undefined);
    if (known !== undefined) return { rows: known && query.end > query.start ? await page() : [], total: known };
    if (query.end <= query.start) return { rows: [], total: (await this.run.get<{ n: number }>(countQuery(shape, query, found)))!.n };
    // Every match fits the page (getMany: 25 ids, a page of up to MAX_PAGE_SIZE): the page is the
    // whole result and its length the total, so the count is not asked.
    const ids = idsNamed(query);
    if (ids !== undefined && query.start === 0 && ids <= query.end) {
      const rows = await page();
      return { rows, total: rows.length };
    }
    // The count and the page at once, on two of the pool's connections (a transaction's one
    // client runs them in turn): the answer waits for the slower of the two, not for both.
    const [counted, rows] = await Promise.all([this.run.get<{ n: number }>(countQuery(shape, query, found)), page()]);
    return { rows, total: counted!.n };
  }

  /** One page as the JSON text a list answers with. */
  async listJson(name: string, query: ListQuery, knownTotal?: number): Promise<ListPage> {
    const { rows, total } = await this.list(name, query, knownTotal);
    return { json: JSON.stringify(rows), count: rows.length, total };
  }

  /** The records of `ids` that still exist, in that order. */
  async recordsByIds(name: string, ids: readonly number[]): Promise<Rec[]> {
    if (!ids.length) return [];
    const shape = this.shape(name);
    const byId = new Map((await this.run.all<Row>(rowsByIdsQuery(shape, ids))).map((r) => [r.id as number, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [fromRow(shape, row)] : [];
    });
  }

  /** Every id a list query matches, in the list's order (its page bounds ignored): an export's batches. */
  async listIds(name: string, query: ListQuery): Promise<number[]> {
    const shape = this.shape(name);
    const found = query.q ? await this.searchIds(name, query.q) : undefined;
    const all = { ...query, start: 0, end: Number.MAX_SAFE_INTEGER };
    return (await this.run.all<{ id: number }>(pageQuery(shape, all, found))).map((r) => r.id);
  }

  /** Every record of every collection, a collection at a time (`npm run db:export`). */
  async *export(): AsyncGenerator<[string, Rec[]]> {
    for (const shape of this.shapes.values()) yield [shape.collection, await this.all(shape.collection)];
  }

  /** The next id of a collection: its identity sequence's, never given twice (after deletes or restarts). */
  private async nextId(name: string): Promise<number> {
    const shape = this.shape(name);
    const row = await this.run.get<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence(${shape.table}, 'id')) AS id`);
    return Number(row!.id);
  }

  /**
   * Moves a collection's id sequence past every id it holds (after a load into an empty table,
   * whose ids were written as they were): the next record gets a new one.
   */
  private async syncIds(name: string): Promise<void> {
    const shape = this.shape(name);
    await this.run.run(
      sql`SELECT setval(pg_get_serial_sequence(${shape.table}, 'id'), greatest((SELECT max(id) FROM ${sql.table(shape.table)}), 1), (SELECT max(id) FROM ${sql.table(shape.table)}) IS NOT NULL)`,
    );
  }

  /**
   * Writes a record whose id it was given (a restore): its row and its search text in one
   * statement, a round trip, then its list items.
   */
  async insert(name: string, rec: Rec): Promise<void> {
    const shape = this.shape(name);
    await this.run.run(
      builder
        .with('written', (db) => db.insertInto(shape.table).values(postgresRow(shape, rec)))
        .insertInto(shape.search)
        .values(this.searchRow(shape, rec)),
    );
    await this.items(shape, rec, null);
  }

  /**
   * Writes a new record with the next id of its table's sequence, and answers that id. Its row
   * and its search text go in one statement, a round trip (a command writes one or two records,
   * and on PostgreSQL each round trip is a wait): the search text holds the id, so it is made with
   * a mark in the id's place, and the statement puts the id there.
   */
  async insertNew(name: string, draft: Rec): Promise<number> {
    const shape = this.shape(name);
    const around = searchTextOf({ ...draft, id: ID_MARK }).split(ID_MARK);
    // A text of the record's own that holds the mark: its id is drawn first, a round trip more.
    if (around.length !== 2) {
      const id = await this.nextId(name);
      await this.insert(name, { ...draft, id });
      return id;
    }
    const [before, after] = around;
    const row = { ...postgresRow(shape, draft), id: sql`nextval(pg_get_serial_sequence(${shape.table}, 'id'))` };
    const written = await this.run.get<{ id: number }>(
      builder
        .with('written', (db) => db.insertInto(shape.table).values(row).returning('id'))
        .insertInto(shape.search)
        .columns(['id', 'body', 'person'])
        .expression((eb) =>
          eb
            .selectFrom('written')
            .select([
              'written.id',
              sql<string>`${before} || written.id::text || ${after}`.as('body'),
              sql<string | null>`${this.personText(shape.collection, draft)}`.as('person'),
            ]),
        )
        .returning('id'),
    );
    const id = Number(written!.id);
    await this.items(shape, { ...draft, id }, null);
    return id;
  }

  /** Writes the columns that changed since `before` and the search text in one statement, then the list items that changed. */
  async update(name: string, rec: Rec, before: Rec): Promise<void> {
    const shape = this.shape(name);
    const next = postgresRow(shape, rec);
    const prev = postgresRow(shape, before);
    const changed = Object.fromEntries(Object.entries(next).filter(([k, v]) => k !== 'id' && v !== prev[k]));
    const writing = Object.keys(changed).length
      ? builder.with('written', (db) => db.updateTable(shape.table).set(changed).where('id', '=', rec.id))
      : builder;
    await this.run.run(upsertSearch(writing, shape, [this.searchRow(shape, rec)]));
    await this.items(shape, rec, before);
  }

  /** Removes a record (its list rows and search text go with it: ON DELETE CASCADE). */
  async remove(name: string, id: number | string): Promise<void> {
    await this.run.run(builder.deleteFrom(this.shape(name).table).where('id', '=', id));
  }

  /**
   * Writes many new records at once (a database made from the seed or an export), rows, list
   * items and search text in batches, then moves the id sequence past them.
   */
  async load(name: string, recs: readonly Rec[]): Promise<void> {
    const shape = this.shape(name);
    for (let i = 0; i < recs.length; i += LOAD_BATCH) {
      const batch = recs.slice(i, i + LOAD_BATCH);
      await this.run.run(builder.insertInto(shape.table).values(batch.map((r) => postgresRow(shape, r))));
      const search = batch.map((rec) => this.searchRow(shape, rec));
      await this.run.run(builder.insertInto(shape.search).values(search));
      for (const [field, items] of shape.lists) {
        const rows = batch.flatMap((rec) => listValues(rec[field]).map((value) => ({ recordId: rec.id, value })));
        for (let j = 0; j < rows.length; j += LOAD_BATCH * 4)
          await this.run.run(builder.insertInto(items).values(rows.slice(j, j + LOAD_BATCH * 4)));
      }
    }
    await this.syncIds(name);
  }

  /**
   * Rewrites the search rows of up to `limit` records noted in `<table>_search_pending` (a
   * migration that changed what search text holds notes them all; a write never does: it writes
   * its text itself) and clears their notes; returns how many. The rows are read FOR UPDATE, so
   * a write committing meanwhile cannot be overwritten with the text of its record's old version.
   */
  async indexNoted(name: string, limit: number): Promise<number> {
    const shape = this.shape(name);
    const noted = await this.run.all<{ id: number }>(builder.selectFrom(shape.pending).select('id').orderBy('id').limit(limit));
    const ids = noted.map((r) => Number(r.id));
    if (!ids.length) return 0;
    const recs = await this.records(shape, this.run.all(rowsByIdsQuery(shape, ids).forUpdate()));
    if (recs.length)
      await this.run.run(
        upsertSearch(
          builder,
          shape,
          recs.map((rec) => this.searchRow(shape, rec)),
        ),
      );
    await this.run.run(builder.deleteFrom(shape.pending).where(sql<SqlBool>`id = ANY(${ids}::bigint[])`));
    return ids.length;
  }

  private searchRow(shape: TableShape, rec: Rec) {
    return { id: rec.id, body: searchTextOf(rec), person: this.personText(shape.collection, rec) };
  }

  private async items(shape: TableShape, rec: Rec, before: Rec | null): Promise<void> {
    for (const [field, items] of shape.lists) {
      const values = listValues(rec[field]);
      if (before && JSON.stringify(values) === JSON.stringify(listValues(before[field]))) continue;
      if (before) await this.run.run(builder.deleteFrom(items).where('recordId', '=', rec.id));
      if (values.length) await this.run.run(builder.insertInto(items).values(values.map((value) => ({ recordId: rec.id, value }))));
    }
  }
}

/** How many records a list can match at most when a filter names their ids (`?id=1&id=2`), else undefined. */
function idsNamed(query: ListQuery): number | undefined {
  const named = query.filters.filter((f) => f.field === 'id' && f.op === 'eq').map((f) => new Set(f.values).size);
  return named.length ? Math.min(...named) : undefined;
}
