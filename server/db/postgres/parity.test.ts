import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../src/domain/collections';
import { LIST_FIELDS } from '../../../src/domain/listFields';
import { personSearchText } from '../../../src/domain/people';
import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/postgres';
import type { Filter, ListQuery } from '../../store/listQuery';
import { searchTextOf } from '../../store/searchText';
import { SqliteStore } from '../../store/store';
import { StoreReader } from '../../store/storeReader';
import { migratePostgresToLatest } from '../migrate';
import { MIGRATIONS } from '../migrations';
import type { Rec } from '../rowCodec';
import { readTableShapes, type TableShape } from '../tableShape';
import { connectPostgres, postgresPool } from './connection';
import { PostgresConnection } from './postgresConnection';
import { PostgresRecords, readPostgresTableShapes } from './postgresRecords';
import { runReadJob, runReadJobOnStore, type ReadJob } from '../../reads/readJobs';
import type { Statistics } from '../../../src/domain/statistics';

const root = path.resolve(import.meta.dirname, '../../..');
const personText = (c: string, rec: Rec) => (c === 'users' ? personSearchText(rec as Parameters<typeof personSearchText>[0]) : null);

/** The queries a list of `shape` can be asked: every filter (each operator, a value its records hold), every sort, searches. */
function queriesFor(shape: TableShape, records: readonly Rec[]): { label: string; query: ListQuery }[] {
  const fields = LIST_FIELDS[shape.collection as keyof typeof LIST_FIELDS];
  const page = { q: null, start: 0, end: 25 };
  const out: { label: string; query: ListQuery }[] = [];
  const byId: ListQuery['sort'] = [{ field: 'id', order: 'asc' }];
  for (const field of fields.filter) {
    if (field === 'id' || field.includes('.')) continue;
    const column = shape.columns.get(field)!;
    const values = records.map((r) => r[field]).filter((v) => v !== null && v !== undefined);
    const flat = column.type === 'json' ? values.flatMap((v) => (Array.isArray(v) ? v : [])) : values;
    const sample = [...new Set(flat.map((v) => JSON.stringify(v)))].sort().map((v) => JSON.parse(v) as Filter['values'][number]);
    const picks = [sample[0], sample[Math.floor(sample.length / 2)], sample[sample.length - 1]].filter((v) => v !== undefined);
    for (const v of picks) {
      const filter = (op: Filter['op'], values: Filter['values']): ListQuery => ({ ...page, filters: [{ field, op, values }], sort: byId });
      out.push({ label: `${field}=${String(v)}`, query: filter('eq', [v]) });
      out.push({ label: `${field}=${String(v)} or missing`, query: filter('eq', [v, '']) });
      out.push({ label: `${field}_ne=${String(v)}`, query: filter('ne', [v]) });
      if (column.type !== 'boolean' && column.type !== 'json') {
        out.push({ label: `${field}_gte=${String(v)}`, query: filter('gte', [v]) });
        out.push({ label: `${field}_lte=${String(v)}`, query: filter('lte', [v]) });
      }
    }
  }
  for (const field of fields.sort)
    for (const order of ['asc', 'desc'] as const)
      for (const start of [0, 50])
        out.push({
          label: `sort ${field} ${order} from ${start}`,
          query: { ...page, start, end: start + 25, filters: [], sort: [{ field, order }] },
        });
  // getMany and its neighbours: ids of records and one that is not there, the whole list, a
  // page past the first, a page smaller than the ids, with another filter, repeated ids.
  const ids = records.slice(0, 6).map((r) => r.id as number);
  const byIds = (values: number[], more: Partial<ListQuery> = {}, also: Filter[] = []): ListQuery => ({
    q: null,
    start: 0,
    end: 1000,
    sort: byId,
    filters: [{ field: 'id', op: 'eq', values }, ...also],
    ...more,
  });
  if (ids.length) {
    out.push({ label: 'ids', query: byIds([...ids, 999_999]) });
    out.push({ label: 'ids, repeated', query: byIds([ids[0], ids[0]]) });
    out.push({ label: 'ids from 2', query: byIds(ids, { start: 2, end: 4 }) });
    out.push({ label: 'ids, a page of 2', query: byIds(ids, { end: 2 }) });
    out.push({ label: 'ids, an empty range', query: byIds(ids, { start: 3, end: 3 }) });
    out.push({ label: 'ids and id_ne', query: byIds(ids, {}, [{ field: 'id', op: 'ne', values: [ids[0]] }]) });
  }
  // Searches: pieces of records' own text, at a few lengths.
  for (const [i, rec] of records.slice(0, 12).entries()) {
    const text = searchTextOf(rec).split('\u0001').join(' ');
    const from = (i * 7) % Math.max(1, text.length - 8);
    const q = text.slice(from, from + 3 + (i % 5)).trim();
    if (q.length >= 3) out.push({ label: `q=${q}`, query: { ...page, q, filters: [], sort: byId } });
  }
  return out;
}

describe('PostgreSQL answers every list query as SQLite does (the seed)', () => {
  let dir: string;
  let database: TestDatabase;
  let sqlite: StoreReader;
  let sqliteDb: Database.Database;
  let postgres: PostgresRecords;
  let shapes: Map<string, TableShape>;
  let pool: ReturnType<typeof postgresPool>;
  let records: Map<string, Rec[]>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parity-'));
    const store = await SqliteStore.open({
      dbFile: path.join(dir, 'db.sqlite'),
      seedFile: path.join(root, 'db.json'),
      collections: COLLECTIONS,
      migrations: MIGRATIONS,
      personText,
    });
    await store.close();
    sqliteDb = new Database(path.join(dir, 'db.sqlite'), { readonly: true });
    sqlite = new StoreReader(sqliteDb, readTableShapes(sqliteDb, COLLECTIONS));
    records = new Map([...sqlite.export()].map(([name, recs]) => [name, [...recs]]));

    database = await createTestDatabase('parity');
    const kysely = connectPostgres({ url: database.url });
    await migratePostgresToLatest(kysely, MIGRATIONS);
    await kysely.destroy();
    pool = postgresPool({ url: database.url });
    const connection = new PostgresConnection(pool);
    shapes = await readPostgresTableShapes(connection, COLLECTIONS);
    postgres = new PostgresRecords(connection, shapes, personText);
    // Referred-to tables first.
    const order = ['users', 'orders', ...COLLECTIONS.filter((c) => c !== 'users' && c !== 'orders')];
    for (const name of order) await postgres.load(name, records.get(name)!);
  }, 120_000);

  afterAll(async () => {
    await pool?.end();
    await database?.drop();
    sqliteDb?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('holds every record as SQLite does', async () => {
    for (const name of COLLECTIONS) expect(await postgres.all(name), name).toEqual(records.get(name));
  });

  it.each(COLLECTIONS.map((c) => [c]))('lists %s alike: every filter, sort and search', async (name) => {
    const shape = sqlite.shape(name);
    const mismatches: string[] = [];
    for (const { label, query } of queriesFor(shape, records.get(name)!)) {
      const expected = sqlite.list(name, query);
      const actual = await postgres.list(name, query);
      const ids = (page: { rows: Rec[] }) => page.rows.map((r) => r.id).join(',');
      if (expected.total !== actual.total || ids(expected) !== ids(actual))
        mismatches.push(`${label}: SQLite ${expected.total} [${ids(expected)}], PostgreSQL ${actual.total} [${ids(actual)}]`);
    }
    expect(mismatches).toEqual([]);
  });

  it('gives the same read jobs alike: figures (ranked users named), the wallet, searches by people', async () => {
    const jobs: ReadJob[] = [
      { kind: 'statistics', query: { from: null, to: null, serviceType: null } },
      { kind: 'statistics', query: { from: '2026-03-01', to: '2026-06-30', serviceType: 'quick_ad' } },
      { kind: 'walletSummary' },
      {
        kind: 'list',
        collection: 'strikes',
        query: { q: 'sha', filters: [], sort: [{ field: 'id', order: 'asc' }], start: 0, end: 25 },
        byPeople: true,
      },
      {
        kind: 'listIds',
        collection: 'orders',
        query: { q: 'ord', filters: [], sort: [{ field: 'id', order: 'desc' }], start: 0, end: 25 },
        byPeople: true,
      },
    ];
    for (const job of jobs) {
      const expected = runReadJob(sqlite, job);
      expect(await runReadJobOnStore(postgres, job), JSON.stringify(job)).toEqual(expected);
    }
    const figures = runReadJob(sqlite, jobs[0]) as Statistics;
    expect(figures.topCustomers.length).toBeGreaterThan(0);
    expect(figures.topCustomers.every((r) => typeof r.name === 'string')).toBe(true);
  });

  it('finds people by name and contact alike', async () => {
    for (const user of records.get('users')!.slice(0, 20)) {
      for (const q of [String(user.lastName).slice(0, 4).toLowerCase(), String(user.email).slice(2, 9).toLowerCase(), '@example']) {
        if (q.length < 3) continue;
        expect(await postgres.searchIds('users', q, 'person'), q).toEqual(sqlite.searchIds('users', q, 'person'));
      }
    }
  });

  it('finds people as the screens show them and as people type them alike (#39.12)', async () => {
    for (const q of ['@param.talwar62', '9213484247', '92134-84247', 'Talwar Param', 'Jose', 'VALDES', 'théodose', '+91 93'])
      for (const column of ['body', 'person'] as const) {
        const expected = sqlite.searchIds('users', q, column);
        if (column === 'person') expect(expected.length, q).toBeGreaterThan(0);
        expect(await postgres.searchIds('users', q, column), `${q} (${column})`).toEqual(expected);
      }
  });

  it('writes records and their search text as SQLite has them: the id of a new one in its text, in the statement that draws it', async () => {
    const client = await pool.connect();
    await client.query('BEGIN');
    try {
      const writing = new PostgresRecords(new PostgresConnection(client), shapes, personText);
      const searchRow = async (name: string, id: number) =>
        (await client.query(`SELECT body, person FROM "${shapes.get(name)!.search}" WHERE id = $1`, [id])).rows[0] as Record<
          string,
          unknown
        >;
      const withLists = COLLECTIONS.filter((c) => shapes.get(c)!.lists.size && records.get(c)!.length);
      expect(withLists.length).toBeGreaterThan(0);
      for (const name of new Set(['users', 'audit-log', ...withLists])) {
        const highest = Math.max(...records.get(name)!.map((r) => Number(r.id)));
        const source = records.get(name)!.at(-1)!;
        const uniquely = (i: number): Record<string, unknown> =>
          name === 'users' ? { email: `parity${i}@example.com`, username: `parity${i}`, referralCode: `PARITY${i}` } : {};
        const drafts: Rec[] = [{ ...source, ...uniquely(1), id: 0, version: 1 }];
        // A text that holds the mark standing for the id while the text is made: its id is drawn first.
        if (name === 'users') drafts.push({ ...source, ...uniquely(2), id: 0, version: 1, city: 'a\u0002b' });
        for (const [i, draft] of drafts.entries()) {
          const id = await writing.insertNew(name, draft);
          expect(id, `${name} ${i}`).toBeGreaterThan(highest);
          const rec: Rec = { ...draft, id };
          expect(await writing.get(name, id)).toEqual(rec);
          expect(await searchRow(name, id), `${name} ${i}`).toEqual({ body: searchTextOf(rec), person: personText(name, rec) });
          // A new version changes the search text; each list loses its first item.
          const lists = [...shapes.get(name)!.lists.keys()].map((f) => {
            const items = rec[f];
            return [f, Array.isArray(items) ? items.slice(1) : items];
          });
          const changed = { ...rec, version: 2, ...Object.fromEntries(lists) };
          await writing.update(name, changed, rec);
          expect(await writing.get(name, id)).toEqual(changed);
          expect(await searchRow(name, id)).toEqual({ body: searchTextOf(changed), person: personText(name, changed) });
        }
      }
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });
});
