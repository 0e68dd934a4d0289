import { Checkpointer } from '../db/checkpointer';
import { SearchIndexer } from '../db/searchIndexer';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Migration } from 'kysely';
import { UnreadableDatabaseError, type StoreOptions, SqliteStore } from './store';
import { readLegacyInstall } from './legacyImport';
import { parseListQuery, type QueryFields } from './listQuery';
import { TOY_COLLECTIONS, TOY_MIGRATIONS } from './fixtures/toySchema';
import { countQuery } from '../db/listSql';
import { indexColumns } from '../db/migrations/steps';

let dir: string;
const T0 = '2026-01-01T00:00:00.000Z';
/** Every column of the toy users table (fixtures/toySchema.ts): a field never written reads back as null. */
const NO_USER_FIELDS = { name: null, age: null, country: null, tags: null, bio: null, status: null };
const asha = { ...NO_USER_FIELDS, id: 1, version: 1, createdAt: T0, updatedAt: T0, name: 'Asha' };
const seed = { users: [{ id: 1, version: 1, createdAt: T0, updatedAt: T0, name: 'Asha' }], orders: [] as unknown[] };
const dbFile = () => path.join(dir, 'db.sqlite');

function open(extra: Partial<StoreOptions> = {}) {
  return SqliteStore.open({
    dbFile: dbFile(),
    seedFile: path.join(dir, 'seed.json'),
    collections: TOY_COLLECTIONS,
    migrations: TOY_MIGRATIONS,
    ...extra,
  });
}

/** The store's connection, to inject a failure the way a full disk would. */
function connectionOf(store: SqliteStore): Database.Database {
  return (store as unknown as { db: Database.Database }).db;
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify(seed));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SqliteStore', () => {
  it('creates the database from the seed and keeps acknowledged writes across restarts', async () => {
    const a = await open();
    const rec = await a.transaction((tx) => tx.insert('users', { name: 'Bilal' }));
    expect(rec).toMatchObject({ id: 2, version: 1, name: 'Bilal' });
    await a.transaction((tx) => tx.update('users', 1, { name: 'Asha K' }));
    await a.transaction((tx) => tx.remove('users', 2));
    await a.close();
    const b = await open();
    expect(await b.all('users')).toEqual([expect.objectContaining({ id: 1, name: 'Asha K', version: 2 })]);
    await b.close();
  });

  it('never gives an id twice: not after a delete, a restart or a restored record', async () => {
    const a = await open();
    const second = await a.transaction((tx) => tx.insert('users', { name: 'second' }));
    const third = await a.transaction((tx) => tx.insert('users', { name: 'third' }));
    await a.transaction(async (tx) => {
      await tx.remove('users', third.id);
      await tx.remove('users', second.id);
    });
    await a.close();
    const b = await open();
    const fourth = await b.transaction((tx) => tx.insert('users', { name: 'fourth' }));
    expect(fourth.id).toBe(4);
    // A revert puts a removed record back under its own id; the next new one still gets a fresh id.
    await b.transaction((tx) => tx.restore('users', { ...second, version: 2 }));
    const fifth = await b.transaction((tx) => tx.insert('users', { name: 'fifth' }));
    expect(fifth.id).toBe(5);
    expect((await b.all('users')).map((u) => u.id)).toEqual([1, 2, 4, 5]);
    await b.close();
  });

  it('undoes a transaction that throws, and writes nothing', async () => {
    const s = await open();
    await expect(
      s.transaction(async (tx) => {
        await tx.update('users', 1, { name: 'changed' });
        await tx.insert('users', { name: 'ghost' });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await s.all('users')).toEqual([asha]);
    await s.close();
    const again = await open();
    expect(await again.all('users')).toHaveLength(1);
    await again.close();
  });

  it('leaves neither the records nor the auth tables changed when the disk refuses a write', async () => {
    const s = await open();
    const session = { id: 's1', tokenHash: 'h', adminId: 1, createdAt: '', lastSeenAt: '', expiresAt: '', ip: '', userAgent: '' };
    await s.signInTables.sessions.insert(session);
    const db = connectionOf(s);
    // The database may not grow past its current size: the next page it needs fails like a full disk.
    db.pragma(`max_page_count = ${db.pragma('page_count', { simple: true }) as number}`);
    await expect(
      s.transaction(async (tx) => {
        await tx.update('users', 1, { status: 'revoked' });
        await s.signInTables.sessions.removeOfAdmin(1);
        await tx.insert('audit-log', { action: 'revoke_access', note: 'x'.repeat(200_000) });
      }),
    ).rejects.toThrow(/full/);
    expect(await s.get('users', 1)).toEqual(asha);
    expect(await s.all('audit-log')).toEqual([]);
    expect(await s.signInTables.sessions.byTokenHash('h')).toEqual(session);
    await s.close();
    const again = await open();
    expect((await again.get('users', 1))?.version).toBe(1);
    expect((await again.signInTables.sessions.ofAdmin(1)).map((x) => x.id)).toEqual(['s1']);
    await again.close();
  });

  it('lands an auth change and its record change together', async () => {
    const s = await open();
    await s.transaction(async (tx) => {
      await s.signInTables.blockedAddresses.insert({ ip: '203.0.113.9', blockedAt: tx.now, byAdminId: 1 });
      await tx.insert('audit-log', { action: 'block_ip' });
    });
    await s.close();
    const again = await open();
    expect((await again.signInTables.blockedAddresses.all()).map((b) => b.ip)).toEqual(['203.0.113.9']);
    expect(await again.all('audit-log')).toHaveLength(1);
    await again.close();
  });

  it('runs after-commit work only when the transaction commits', async () => {
    const s = await open();
    const sent: string[] = [];
    await s.transaction(() => s.afterCommit(() => sent.push('committed')));
    await expect(
      s.transaction(() => {
        s.afterCommit(() => sent.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(sent).toEqual(['committed']);
    await s.close();
  });

  it('runs transactions started together one after the other, each reading what the one before committed', async () => {
    const s = await open();
    // Each reads the counter, waits a turn (another request would run then), and writes it plus one.
    const addOne = () =>
      s.transaction(async (tx) => {
        const age = Number((await tx.get('users', 1))?.age ?? 0);
        await new Promise((r) => setImmediate(r));
        return tx.update('users', 1, { age: age + 1 });
      });
    const [first, second] = await Promise.all([addOne(), addOne()]);
    expect([first.age, second.age]).toEqual([1, 2]);
    expect((await s.get('users', 1))?.age).toBe(2);
    await s.close();
  });

  it('answers a read outside a transaction with what is committed while a transaction is open', async () => {
    const s = await open();
    let wrote!: () => void;
    const written = new Promise<void>((r) => (wrote = r));
    let finish!: () => void;
    const finished = new Promise<void>((r) => (finish = r));
    const paused = s.transaction(async (tx) => {
      await tx.update('users', 1, { name: 'Uncommitted' });
      expect((await tx.get('users', 1))?.name).toBe('Uncommitted');
      wrote();
      await finished;
    });
    await written;
    // The transaction is paused at an await, its write made but not committed.
    expect(await s.get('users', 1)).toEqual(asha);
    expect((await s.where('users', { name: 'Uncommitted' })).length).toBe(0);
    finish();
    await paused;
    expect((await s.get('users', 1))?.name).toBe('Uncommitted');
    await s.close();
  });

  it('refuses a read on the store inside a transaction: its reads go through tx', async () => {
    const s = await open();
    await expect(
      s.transaction(async (tx) => {
        await tx.update('users', 1, { name: 'changed' });
        await s.get('users', 1);
      }),
    ).rejects.toThrow('Inside a transaction, read through its tx');
    await expect(s.transaction(() => s.count('users'))).rejects.toThrow('Inside a transaction, read through its tx');
    expect(await s.all('users')).toEqual([asha]);
    await s.close();
  });

  it('leaves nothing of a failed transaction, and runs the one waiting behind it', async () => {
    const s = await open();
    const failing = s.transaction(async (tx) => {
      await tx.insert('users', { name: 'ghost' });
      await tx.update('users', 1, { name: 'changed' });
      throw new Error('refused');
    });
    const next = s.transaction(async (tx) => {
      // Started while the first was open: it reads the state the rollback left.
      expect(await tx.get('users', 1)).toEqual(asha);
      return tx.insert('users', { name: 'Bilal' });
    });
    await expect(failing).rejects.toThrow('refused');
    expect(await next).toMatchObject({ name: 'Bilal' });
    expect((await s.all('users')).map((u) => u.name)).toEqual(['Asha', 'Bilal']);
    await s.close();
  });

  it('writes what afterRollback gives instead of a failed transaction, before the transaction waiting behind it', async () => {
    const s = await open();
    const order: string[] = [];
    const failing = s.transaction(
      async (tx) => {
        await tx.insert('users', { name: 'ghost' });
        throw new Error('refused');
      },
      {
        afterRollback: (e) =>
          (e as Error).message === 'refused'
            ? async (tx) => {
                order.push('instead');
                return tx.insert('users', { name: 'refusal noted' });
              }
            : null,
      },
    );
    const next = s.transaction(async (tx) => {
      order.push('next');
      return tx.count('users');
    });
    expect(await failing).toMatchObject({ name: 'refusal noted' });
    expect(await next).toBe(2);
    expect(order).toEqual(['instead', 'next']);
    expect((await s.all('users')).map((u) => u.name)).toEqual(['Asha', 'refusal noted']);
    // Null: nothing instead, the error passed on.
    await expect(s.transaction(() => Promise.reject(new Error('failed')), { afterRollback: () => null })).rejects.toThrow('failed');
    await s.close();
  });
  it('folds the write-ahead log into the database file on its own thread', async () => {
    const s = await open();
    const checkpointer = Checkpointer.start(s, () => {}, 5);
    const before = fs.statSync(dbFile()).size;
    const note = 'x'.repeat(16 * 1024);
    for (let i = 0; i < 300; i++) {
      await s.transaction((tx) => tx.insert('orders', { n: i, note }));
      // Requests interleave with timers in the server; here the loop lets them run.
      await new Promise((r) => setImmediate(r));
    }
    // The server's own connection never checkpoints: only the worker can have moved the
    // 300 records of 16 KB (about 5 MB) from the log into the database file.
    const deadline = Date.now() + 10_000;
    while (fs.statSync(dbFile()).size < before + 4 * 1024 * 1024 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(fs.statSync(dbFile()).size).toBeGreaterThan(before + 4 * 1024 * 1024);
    await checkpointer.stop();
    await s.close();
    const again = await open();
    expect(await again.count('orders')).toBe(300);
    await again.close();
  });

  it('keeps the search notes when indexing them fails, and indexes them on a later try', async () => {
    const logged: string[] = [];
    const s = await open();
    const indexer = SearchIndexer.start(s, (m) => logged.push(m));
    try {
      const db = connectionOf(s);
      // What a full disk would do to the batch's commit: its notes cannot be cleared.
      db.exec(`CREATE TEMP TRIGGER refuse BEFORE DELETE ON users_search_pending BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
      await s.transaction((tx) => tx.update('users', 1, { name: 'Asha Veena' }));
      const deadline = Date.now() + 10_000;
      while (!logged.some((m) => m.includes('disk full')) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(logged.find((m) => m.includes('disk full'))).toMatch(/Indexing writes for search failed/);
      expect(db.prepare(`SELECT id FROM users_search_pending`).all()).toEqual([{ id: 1 }]);
      await expect(s.searchIds('users', 'veena')).rejects.toThrow(/disk full/);
      db.exec(`DROP TRIGGER refuse`);
      expect(await s.searchIds('users', 'veena')).toEqual([1]);
      expect(db.prepare(`SELECT id FROM users_search_pending`).all()).toEqual([]);
    } finally {
      indexer.stop();
      await s.close();
    }
  });

  it('refuses an empty or foreign database file instead of replacing it', async () => {
    fs.writeFileSync(dbFile(), '');
    await expect(open()).rejects.toThrow(UnreadableDatabaseError);
    fs.writeFileSync(dbFile(), '{"users": []}');
    await expect(open()).rejects.toThrow(UnreadableDatabaseError);
    expect(fs.readFileSync(dbFile(), 'utf8')).toBe('{"users": []}');
    // A SQLite database of some other program: left as it is, not migrated.
    fs.rmSync(dbFile());
    const foreign = new Database(dbFile());
    foreign.exec(`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)`);
    foreign.close();
    await expect(open()).rejects.toThrow(UnreadableDatabaseError);
    const after = new Database(dbFile(), { readonly: true });
    expect((after.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[]).map((t) => t.name)).toEqual([
      'notes',
    ]);
    after.close();
  });

  it('imports an install from before SQLite once (snapshot, journal, auth), leaving its files as they were', async () => {
    const legacy = path.join(dir, 'db.json');
    const stamps = { version: 1, createdAt: T0, updatedAt: T0 };
    fs.writeFileSync(
      legacy,
      JSON.stringify({
        users: [
          { id: 1, ...stamps, name: 'Asha' },
          { id: 7, ...stamps, name: 'Old' },
        ],
        orders: [],
      }),
    );
    fs.writeFileSync(
      `${legacy}.journal.1`,
      `${JSON.stringify([
        { c: 'users', put: { id: 8, ...stamps, name: 'Journaled' } },
        { c: 'users', del: 7 },
      ])}\n[{"c":"users","put":{"id":9`,
    );
    fs.writeFileSync(
      path.join(dir, 'auth.json'),
      JSON.stringify({
        version: 1,
        credentials: { 1: { passwordHash: 'x', updatedAt: '' } },
        sessions: [],
        challenges: [],
        blockedIps: [],
      }),
    );
    const before = fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]);
    const importing = () => open({ legacy: () => readLegacyInstall(legacy, path.join(dir, 'auth.json')) });
    const s = await importing();
    expect((await s.all('users')).map((u) => u.name)).toEqual(['Asha', 'Journaled']);
    expect(await s.signInTables.credentials.passwordHashOf(1)).toBe('x');
    await s.transaction((tx) => tx.update('users', 1, { name: 'Asha K' }));
    await s.close();
    for (const [f, text] of before) expect(fs.readFileSync(path.join(dir, f), 'utf8')).toBe(text);
    const again = await importing();
    expect((await again.get('users', 1))?.name).toBe('Asha K');
    await again.close();
  });

  it('refuses a field its table has no column for, and writes nothing of that transaction', async () => {
    const s = await open();
    await expect(
      s.transaction(async (tx) => {
        await tx.update('users', 1, { name: 'changed' });
        await tx.insert('users', { name: 'x', nickname: 'unknown' });
      }),
    ).rejects.toThrow(/users has no column "nickname"/);
    expect(await s.all('users')).toEqual([asha]);
    await s.close();
  });

  it('runs a new migration on an existing database once, keeping every record and the id counter', async () => {
    const a = await open();
    const gone = await a.transaction((tx) => tx.insert('users', { name: 'gone', age: 3 }));
    await a.transaction((tx) => tx.remove('users', gone.id));
    await a.close();
    const nickname: Migration = {
      up: async (db) => {
        await db.schema.alterTable('users').addColumn('nickname', 'text').execute();
        await indexColumns(db, 'users', ['nickname:text']);
      },
    };
    const migrations = { ...TOY_MIGRATIONS, '0002_nickname': nickname };
    const logged: string[] = [];
    const b = await open({ migrations, log: (m) => logged.push(m) });
    expect(logged).toContain(`Migrated ${dbFile()}: 0002_nickname`);
    expect(await b.all('users')).toEqual([{ ...asha, nickname: null }]);
    const added = await b.transaction((tx) => tx.insert('users', { name: 'new', nickname: 'Zed' }));
    expect(added.id).toBe(3);
    await b.transaction((tx) => tx.update('users', 1, { nickname: 'Ash' }));
    const withNickname: QueryFields = {
      get: (f) => (f === 'nickname' ? { kind: 'text', ops: ['eq', 'ne'], sortable: true } : FIELDS.get(f)),
    };
    expect((await b.list('users', parseListQuery({ _sort: 'nickname', _order: 'DESC' }, withNickname))).rows.map((r) => r.name)).toEqual([
      'new',
      'Asha',
    ]);
    expect((await b.list('users', parseListQuery({ nickname: 'Zed' }, withNickname))).rows.map((r) => r.id)).toEqual([3]);
    await b.close();
    logged.length = 0;
    const c = await open({ migrations, log: (m) => logged.push(m) });
    expect(logged.filter((m) => m.startsWith('Migrated'))).toEqual([]);
    expect((await c.get('users', 1))?.nickname).toBe('Ash');
    await c.close();
  });
});

const stamped = { version: 1, createdAt: T0, updatedAt: T0 };
const people = [
  { id: 1, ...stamped, name: 'asha', age: 31, country: 'IN', tags: ['music'], bio: 'Sings ghazals' },
  { id: 2, ...stamped, name: 'Bilal', age: 25, country: 'PK', tags: [] },
  { id: 3, ...stamped, name: 'chen', age: 40, country: 'CN', tags: ['acting', 'music'] },
  { id: 4, ...stamped, name: 'Dev', age: 25, country: 'IN', tags: ['acting'] },
  { id: 5, ...stamped, name: '', country: null, tags: [] },
];

const ordered = { ops: ['eq', 'ne', 'gte', 'lte'] as const, sortable: true };
const FIELDS: QueryFields = new Map([
  ['id', { kind: 'number', ...ordered }],
  ['age', { kind: 'number', ...ordered }],
  ['name', { kind: 'text', ops: ['eq', 'ne'] as const, sortable: true }],
  ['country', { kind: 'text', ops: ['eq', 'ne'] as const, sortable: true }],
  ['tags', { kind: 'list', ops: ['eq', 'ne'] as const, sortable: false }],
  ['bio', { kind: 'text', ops: ['eq', 'ne'] as const, sortable: true }],
]);

describe('SqliteStore lists', () => {
  let s: SqliteStore;
  beforeEach(async () => {
    fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify({ users: people }));
    s = await open();
  });
  afterEach(() => s.close());
  const run = (raw: Record<string, string | string[]>) => s.list('users', parseListQuery(raw, FIELDS));
  const ids = async (raw: Record<string, string | string[]>) => (await run(raw)).rows.map((r) => r.id);

  it('sorts empty values first, text case-insensitively, ties by id; descending reversed', async () => {
    expect(await ids({ _sort: 'name', _order: 'ASC' })).toEqual([5, 1, 2, 3, 4]);
    expect(await ids({ _sort: 'name', _order: 'DESC' })).toEqual([4, 3, 2, 1, 5]);
    expect(await ids({ _sort: 'age', _order: 'ASC' })).toEqual([5, 2, 4, 1, 3]);
    expect(await ids({ _sort: 'age', _order: 'DESC' })).toEqual([3, 1, 4, 2, 5]);
    // A field no filter in this test reads (bio) sorts the same way: every field is a column.
    expect(await ids({ _sort: 'bio', _order: 'DESC' })).toEqual([1, 5, 4, 3, 2]);
  });

  it('filters by equality, list membership, ranges and text, and counts every match', async () => {
    expect((await run({ country: 'IN' })).total).toBe(2);
    expect(await ids({ country: ['IN', 'CN'] })).toEqual([1, 3, 4]);
    expect(await ids({ country: 'null' })).toEqual([5]);
    expect(await ids({ country_ne: 'IN' })).toEqual([2, 3, 5]);
    expect(await ids({ tags: 'music' })).toEqual([1, 3]);
    expect(await ids({ tags_ne: 'music' })).toEqual([2, 4, 5]);
    expect(await ids({ age_gte: '30' })).toEqual([1, 3]);
    expect(await ids({ age_lte: '25', country_ne: 'PK' })).toEqual([4]);
    expect(await ids({ age: '25' })).toEqual([2, 4]);
    expect(await ids({ q: 'BIL' })).toEqual([2]);
    expect(await ids({ q: 'ghazal' })).toEqual([1]);
    expect(await ids({ q: 'a"b' })).toEqual([]);
    // GLOB's own characters are searched for as themselves.
    expect(await ids({ q: '***' })).toEqual([]);
    expect(await ids({ q: 'b?l' })).toEqual([]);
    expect(await ids({ q: '[a-z]' })).toEqual([]);
  });

  /** Inserts a record per value of `field` (and one without it); returns the ids and values. */
  async function insertValues(field: string, values: unknown[]) {
    const made: { id: number; value: unknown }[] = [];
    for (const value of values)
      made.push({ id: Number((await s.transaction((tx) => tx.insert('users', { name: 'odd', [field]: value }))).id), value });
    made.push({ id: Number((await s.transaction((tx) => tx.insert('users', { name: 'odd' }))).id), value: undefined });
    return made;
  }

  /**
   * Filters `field` by each of `filters` (eq and ne), against String() equality, a missing field
   * equal to '' and 'null'. A null is a missing value: both are NULL in the field's column.
   */
  async function expectEquality(
    field: string,
    made: { id: number; value: unknown }[],
    filters: string[][],
    typed: (w: string) => string = (w) => w,
  ) {
    const ours = new Set(made.map((m) => m.id));
    for (const raw of filters) {
      const wanted = raw.map(typed);
      const expected = made
        .filter((m) =>
          m.value === undefined || m.value === null ? wanted.some((w) => w === '' || w === 'null') : wanted.includes(String(m.value)),
        )
        .map((m) => m.id);
      const value = raw.length === 1 ? raw[0] : raw;
      expect(
        (await ids({ [field]: value })).filter((id) => ours.has(Number(id))),
        `${field} ${JSON.stringify(raw)}`,
      ).toEqual(expected);
      const others = made.map((m) => m.id).filter((id) => !expected.includes(id));
      expect(
        (await ids({ [`${field}_ne`]: value })).filter((id) => ours.has(Number(id))),
        `${field}_ne ${JSON.stringify(raw)}`,
      ).toEqual(others);
    }
  }

  it('matches a text field by its exact text, whatever the case folding of its sort key', async () => {
    const made = await insertValues('country', ['Abc', 'abc', '12', '012', 'true', null, '', ' ']);
    await expectEquality('country', made, [
      ['Abc'],
      ['abc'],
      ['ABC'],
      ['12'],
      ['012'],
      ['true'],
      ['null'],
      [''],
      [' '],
      ['12', 'abc', 'x'],
    ]);
  });

  it('matches a number field by its value, and reads the one index of its column', async () => {
    const made = await insertValues('age', [12, 0, 1, 1.5, -3, null]);
    const canonical = (w: string) => (w.trim() !== '' && Number.isFinite(Number(w)) ? String(Number(w)) : w);
    await expectEquality(
      'age',
      made,
      [['12'], ['12.0'], ['0'], ['1'], ['1.5'], ['-3'], ['null'], [''], ['abc'], ['12', '1', 'null']],
      canonical,
    );
    // Planned as for a large table (without the statistics that make a scan of these few rows cheaper).
    const db = connectionOf(s);
    db.exec(`DELETE FROM sqlite_stat1; ANALYZE sqlite_schema`);
    const shape = s.tableShapes.get('users')!;
    const plan = (raw: Record<string, string | string[]>) => {
      const count = countQuery(shape, parseListQuery(raw, FIELDS)).compile();
      return (db.prepare(`EXPLAIN QUERY PLAN ${count.sql}`).all(...count.parameters) as { detail: string }[])
        .map((p) => p.detail)
        .join(' ');
    };
    expect(plan({ age: ['25', '31'] })).toMatch(/SEARCH t USING COVERING INDEX users_age \(age=\?\)/);
    // A text column's one index is case-folded: its equality reads it, then checks the exact text.
    expect(plan({ country: ['IN', 'X'] })).toMatch(/SEARCH t USING COVERING INDEX users_country \(country=\?\)/);
    // One index per filterable column (the list field's is on its child table), none on a column twice.
    const indexes = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'users'`).all() as { name: string }[];
    expect(indexes.map((i) => i.name).sort()).toEqual([
      'users_age',
      'users_bio',
      'users_country',
      'users_createdAt',
      'users_name',
      'users_status',
      'users_updatedAt',
      'users_version',
    ]);
  });

  it('indexes a write for search after its commit, and before any search can miss it', async () => {
    const db = connectionOf(s);
    const indexed = (text: string) =>
      (db.prepare(`SELECT rowid AS id FROM users_search WHERE body GLOB ?`).all(`*${text}*`) as { id: number }[]).map((r) => r.id);
    const pending = () => (db.prepare(`SELECT id FROM users_search_pending`).all() as { id: number }[]).map((r) => r.id);
    await s.transaction((tx) => tx.update('users', 2, { bio: 'plays the sarangi' }));
    await s.transaction((tx) => tx.remove('users', 1));
    // The request's commit wrote a note, not the search index.
    expect(pending()).toEqual([1, 2]);
    expect(indexed('sarangi')).toEqual([]);
    expect(indexed('ghazal')).toEqual([1]);
    // A search indexes what is noted first.
    expect(await ids({ q: 'sarangi' })).toEqual([2]);
    expect(await ids({ q: 'ghazal' })).toEqual([]);
    expect(pending()).toEqual([]);
    expect(indexed('ghazal')).toEqual([]);
    // Without a search, the server's indexer indexes the notes shortly after.
    const indexer = SearchIndexer.start(s, () => {});
    try {
      await s.transaction((tx) => tx.update('users', 3, { bio: 'tabla' }));
      expect(pending()).toEqual([3]);
      const deadline = Date.now() + 10_000;
      while (pending().length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(indexed('tabla')).toEqual([3]);
    } finally {
      indexer.stop();
    }
  });

  it('indexes at the next start what a killed server had noted but not indexed', async () => {
    await s.transaction((tx) => tx.update('users', 4, { bio: 'santoor' }));
    // A copy of the files as they are now, with the note not yet indexed: what a SIGKILL leaves.
    const copy = path.join(dir, 'killed.sqlite');
    for (const suffix of ['', '-wal']) fs.copyFileSync(dbFile() + suffix, copy + suffix);
    const after = await open({ dbFile: copy });
    try {
      const db = connectionOf(after);
      expect(db.prepare(`SELECT count(*) AS n FROM users_search_pending`).get()).toEqual({ n: 0 });
      expect(db.prepare(`SELECT rowid AS id FROM users_search WHERE body GLOB '*santoor*'`).all()).toEqual([{ id: 4 }]);
    } finally {
      await after.close();
    }
  });

  it('pages in both directions, past the end too, with the total of the whole list', async () => {
    const page = async (raw: Record<string, string>) => {
      const { rows, total } = await run(raw);
      return { ids: rows.map((r) => r.id), total };
    };
    expect(await page({ _sort: 'name', _order: 'ASC', _start: '1', _end: '3' })).toEqual({ ids: [1, 2], total: 5 });
    expect(await page({ _sort: 'name', _order: 'DESC', _start: '3', _end: '10' })).toEqual({ ids: [1, 5], total: 5 });
    expect(await page({ _sort: 'age', _order: 'ASC', _start: '5', _end: '10' })).toEqual({ ids: [], total: 5 });
  });

  it('looks ids up for getMany, and follows every write', async () => {
    expect(await ids({ id: ['3', '1', '99'] })).toEqual([1, 3]);
    await s.transaction((tx) => tx.update('users', 1, { name: 'zulu', bio: null }));
    expect(await ids({ _sort: 'name' })).toEqual([5, 2, 3, 4, 1]);
    expect(await ids({ q: 'ghazal' })).toEqual([]);
    expect(await ids({ q: 'zul' })).toEqual([1]);
  });

  it('keeps each list field’s items in step with its records: writes, removals, a reference count', async () => {
    await s.transaction((tx) => tx.update('users', 2, { tags: ['music', 'music', 7] }));
    await s.transaction((tx) => tx.update('users', 3, { tags: ['acting'] }));
    await s.transaction((tx) => tx.remove('users', 1));
    expect(await ids({ tags: 'music' })).toEqual([2]);
    expect(await ids({ tags: '7' })).toEqual([2]);
    expect(await ids({ tags: ['acting', '7'] })).toEqual([2, 3, 4]);
    expect(await ids({ tags_ne: 'acting' })).toEqual([2, 5]);
    // What DELETE's reference check asks: how many records hold the value.
    expect(await s.count('users', { tags: 'acting' })).toBe(2);
    // And what a List Manager entry's check asks: every value with the records holding it, each record once.
    expect(await s.countBy('users', 'tags')).toEqual(
      new Map([
        ['7', 1],
        ['acting', 2],
        ['music', 1],
      ]),
    );
    const added = await s.transaction((tx) => tx.insert('users', { name: 'Esha', tags: ['music'] }));
    expect(await ids({ tags: 'music' })).toEqual([2, added.id]);
  });

  it('finds records by equality in id order, counts them and groups them', async () => {
    expect((await s.where('users', { country: 'IN' })).map((r) => r.id)).toEqual([1, 4]);
    expect(await s.count('users', { age: 25 })).toBe(2);
    expect(await s.countBy('users', 'tags')).toEqual(
      new Map([
        ['music', 2],
        ['acting', 2],
      ]),
    );
    expect((await s.countBy('users', 'country')).get('IN')).toBe(2);
    expect((await s.pick('users', ['name', 'age', 'country'])).slice(3)).toEqual([
      { name: 'Dev', age: 25, country: 'IN' },
      { name: '', age: null, country: null },
    ]);
    await expect(s.pick('users', ["name') --"])).rejects.toThrow(/has no field/);
    await expect(s.pick('users', ['nickname'])).rejects.toThrow(/has no field/);
  });
});
