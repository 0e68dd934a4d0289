import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Mutex } from 'async-mutex';
import type { Migration } from 'kysely';
import type pg from 'pg';
import { BlockedAddressRows } from '../db/authBlockedAddresses';
import { CodeRows } from '../db/authCodes';
import { CredentialRows } from '../db/authCredentials';
import { TableFailures } from '../db/authFailures';
import { PendingUploadRows } from '../db/uploadPending';
import { SessionRows } from '../db/authSessions';
import { CommandKeyTable } from '../db/commandKeys';
import { migratePostgresToLatest } from '../db/migrate';
import { connectPostgres, postgresPool } from '../db/postgres/connection';
import { PostgresConnection } from '../db/postgres/postgresConnection';
import { PostgresRecords, readPostgresTableShapes, type Equal } from '../db/postgres/postgresRecords';
import { inColumnOrder, type Rec } from '../db/rowCodec';
import type { SqlConnection } from '../db/sqlRunner';
import type { StoreConnections } from '../db/storeConnections';
import type { TableShape } from '../db/tableShape';
import { HttpError } from '../http/errors';
import { duplicateConflict, referenceConflict } from './conflicts';
import type { ListQuery } from './listQuery';
import { seedShiftDays, shiftSeedDates, type SeedDates } from './seedDates';
import { loadSnapshot } from './snapshot';
import type { SignInTables, Store, Transaction, TransactionOptions } from './store';
import { NotFoundError, type ListPage } from './storeReader';

export interface PostgresStoreOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** The json-server-format seed an empty database is filled from. */
  seedFile: string;
  collections: readonly string[];
  migrations: Record<string, Migration>;
  personText?: (collection: string, rec: Rec) => string | null;
  seedDates?: SeedDates;
  now?: () => Date;
  log?: (msg: string) => void;
  /** Connections this process opens at most (reads run on any; a transaction holds one). */
  maxConnections?: number;
  /** How long one statement may run, ms: a search or figure past it is refused with 503 (READ_BUDGET_MS). */
  statementTimeoutMs?: number;
}

/** The channel every process's commits are announced on (their totals and figures are counted again). */
const WRITES_CHANNEL = 'backoffice_writes';

/** Times a transaction is run again after PostgreSQL refused it as a race (serialization failure, deadlock). */
const MAX_RETRIES = 8;

/** Lists' totals kept (readPage): a few per list screen and filter an admin pages through. */
const MAX_KEPT_TOTALS = 512;

interface RunningTransaction {
  api: Transaction;
  connection: SqlConnection;
  written: Set<string>;
  afterCommit: (() => void)[];
  open: boolean;
}

/**
 * The database on PostgreSQL, for several API processes over one database (#35): the same
 * tables as SQLite's (the same migrations), the same answers (server/db/postgres/parity.test.ts).
 *
 * A transaction runs SERIALIZABLE on a connection of its own, its reads of records it will change
 * taken FOR UPDATE: a command that raced another process's and lost is run again from its first
 * read (its checks then see the other's write), and one that still cannot commit answers 409.
 * Within a process transactions still run one at a time (a lock, as on SQLite), so a process
 * never races itself. Reads outside a transaction run on any free connection of the pool.
 * Kept totals and figures follow other processes' commits through LISTEN/NOTIFY.
 */
/** Records whose search text is rewritten per transaction when a migration noted them all. */
const REINDEX_BATCH = 1000;

export class PostgresStore implements Store {
  private readonly lock = new Mutex();
  private readonly running = new AsyncLocalStorage<RunningTransaction>();
  private readonly now: () => Date;
  private readonly committed: PostgresRecords;
  private readonly poolConnection: PostgresConnection;
  private readonly writes = new Map<string, number>();
  private readonly totals = new Map<string, { writes: number; total: number }>();
  /** Commits of other processes announced so far: part of every collection's write count. */
  private othersCommits = 0;
  /** False while no announcement can be heard: no total or figure is then kept at all. */
  private listening = false;
  private readonly processId = randomUUID();
  private listener: pg.Client | null = null;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly shapes: ReadonlyMap<string, TableShape>,
    readonly opts: PostgresStoreOptions,
  ) {
    this.now = opts.now ?? (() => new Date());
    this.poolConnection = new PostgresConnection(pool);
    this.committed = this.recordsOn(this.poolConnection);
  }

  static async open(opts: PostgresStoreOptions): Promise<PostgresStore> {
    const log = opts.log ?? (() => {});
    const migrating = connectPostgres({ url: opts.url, maxConnections: 1 });
    try {
      const applied = await migratePostgresToLatest(migrating, opts.migrations);
      if (applied.length) log(`Migrated the PostgreSQL database: ${applied.join(', ')}`);
    } finally {
      await migrating.destroy();
    }
    const pool = postgresPool({
      url: opts.url,
      maxConnections: opts.maxConnections,
      statementTimeoutMs: opts.statementTimeoutMs,
      onIdleConnectionLost: (e) => log(`Lost an idle PostgreSQL connection (the next query opens another): ${e.message}`),
    });
    // Opening is not a request: reading the tables, filling them from the seed and ANALYZE run on
    // a connection without the read budget (the pool's statement_timeout), which a 100k-user seed
    // exceeded on first start.
    const opening = postgresPool({ url: opts.url, maxConnections: 1 });
    try {
      const shapes = await readPostgresTableShapes(new PostgresConnection(opening), opts.collections);
      const store = new PostgresStore(pool, shapes, opts);
      await store.seedIfEmpty(opening, log);
      await store.indexNotedSearch(opening, log);
      await store.listen();
      return store;
    } catch (e) {
      await pool.end();
      throw e;
    } finally {
      await opening.end();
    }
  }

  private recordsOn(connection: SqlConnection): PostgresRecords {
    return new PostgresRecords(connection, this.shapes, (c, r) => this.opts.personText?.(c, r) ?? null);
  }

  /**
   * Fills a database whose collections are all empty from the seed, once: processes starting
   * together wait on an advisory lock, and the second finds the first's records.
   */
  private async seedIfEmpty(opening: pg.Pool, log: (msg: string) => void): Promise<void> {
    const client = await opening.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT pg_advisory_xact_lock(hashtext('backoffice seed'))`);
      const records = this.recordsOn(new PostgresConnection(client));
      let empty = true;
      for (const c of this.shapes.keys()) if ((await records.count(c)) > 0) empty = false;
      if (!empty) {
        await client.query('COMMIT');
        return;
      }
      const state = loadSnapshot(this.opts.seedFile);
      const days = this.opts.seedDates === 'relative' ? seedShiftDays(this.now()) : 0;
      shiftSeedDates(state, days);
      for (const collection of await this.loadOrder(client)) await records.load(collection, (state[collection] ?? []) as Rec[]);
      await client.query('COMMIT');
      // The planner's statistics of the tables just filled: until autovacuum's first ANALYZE
      // (minutes later), a filtered page at 100k users was planned from empty tables' defaults
      // (8x SQLite's p95). VACUUM sets the visibility map, so a list's total reads its index
      // alone (migration 0009) from the first request.
      await client.query('VACUUM (ANALYZE)');
      log(`Filled the PostgreSQL database from the seed ${this.opts.seedFile}${days ? ` (its dates moved ${days} days to today)` : ''}`);
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  /**
   * Rewrites the search text of the records a migration noted (0007 notes them all when what
   * search text holds changes), a batch per transaction. Processes opening together may both
   * rewrite a batch: they write the same text.
   */
  private async indexNotedSearch(opening: pg.Pool, log: (msg: string) => void): Promise<void> {
    let total = 0;
    for (const collection of this.shapes.keys())
      for (;;) {
        const done = await this.openingTransaction(opening, (records) => records.indexNoted(collection, REINDEX_BATCH));
        total += done;
        if (done < REINDEX_BATCH) break;
      }
    if (total) log(`Rewrote the search text of ${total} records`);
  }

  /** `work` in a transaction of its own on the opening connection (no lock, no retry). */
  private async openingTransaction<T>(opening: pg.Pool, work: (records: PostgresRecords) => Promise<T>): Promise<T> {
    const client = await opening.connect();
    try {
      await client.query('BEGIN');
      const result = await work(this.recordsOn(new PostgresConnection(client)));
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  }

  /** The collections with the ones others refer to first (a reference is checked as its row is written). */
  private async loadOrder(client: pg.PoolClient): Promise<string[]> {
    const { rows } = await client.query<{ child: string; parent: string }>(
      `SELECT conrelid::regclass::text AS child, confrelid::regclass::text AS parent FROM pg_constraint WHERE contype = 'f'`,
    );
    const tables = new Map([...this.shapes.values()].map((s) => [s.table, s.collection]));
    const ordered: string[] = [];
    const visit = (table: string, seen: Set<string>) => {
      const collection = tables.get(table);
      if (!collection || ordered.includes(collection) || seen.has(table)) return;
      seen.add(table);
      for (const r of rows) if (r.child === table && r.parent !== table) visit(r.parent, seen);
      ordered.push(collection);
    };
    for (const table of tables.keys()) visit(table, new Set());
    return ordered;
  }

  /** Hears the other processes' commits; while it cannot, nothing is kept (every total counted afresh). */
  private async listen(): Promise<void> {
    const client = await this.pool.connect();
    // Taken out of the pool for good: it only listens.
    const listener = client as unknown as pg.Client;
    listener.on('notification', (n) => {
      if (n.channel === WRITES_CHANNEL && n.payload !== this.processId) this.othersCommits++;
    });
    listener.on('error', (e) => {
      this.listening = false;
      this.opts.log?.(`Lost the PostgreSQL notifications (totals are counted afresh until restart): ${e.message}`);
    });
    try {
      await client.query(`LISTEN ${WRITES_CHANNEL}`);
    } catch (e) {
      // Given back, so that closing the pool (open's way out) does not wait for it forever.
      client.release(true);
      throw e;
    }
    this.listener = listener;
    this.listening = true;
  }

  /** The tables' shapes as read from the database (what a read worker's records need). */
  get tableShapes(): ReadonlyMap<string, TableShape> {
    return this.shapes;
  }

  writeCount(collection: string): number {
    // Unheard commits could have changed anything: a count that never repeats keeps nothing.
    if (!this.listening) return ++this.othersCommits;
    return (this.writes.get(collection) ?? 0) + this.othersCommits;
  }

  private reads(): PostgresRecords {
    if (this.running.getStore()) throw new Error('Inside a transaction, read through its tx');
    return this.committed;
  }

  get(name: string, id: number | string): Promise<Rec | undefined> {
    return this.reads().get(name, id);
  }

  all(name: string): Promise<Rec[]> {
    return this.reads().all(name);
  }

  pick<K extends string>(name: string, fields: readonly K[]): Promise<Record<K, unknown>[]> {
    return this.reads().pick(name, fields);
  }

  where(name: string, equal: Equal): Promise<Rec[]> {
    return this.reads().where(name, equal);
  }

  count(name: string, equal: Equal = {}): Promise<number> {
    return this.reads().count(name, equal);
  }

  countBy(name: string, field: string): Promise<Map<string, number>> {
    return this.reads().countBy(name, field);
  }

  idsWithContact(name: string, field: string, contact: string): Promise<number[]> {
    return this.reads().idsWithContact(name, field, contact);
  }

  searchIds(name: string, q: string, column: 'body' | 'person' = 'body'): Promise<number[]> {
    return this.reads().searchIds(name, q, column);
  }

  /** A record's search text is written in its own transaction: nothing is ever waiting. */
  async catchUpSearch(): Promise<void> {}

  list(name: string, query: ListQuery): Promise<{ rows: Rec[]; total: number }> {
    return this.withKeptTotal(name, query, (known) => this.reads().list(name, query, known));
  }

  /**
   * A page whose total is kept while its collection is unwritten (here and, by LISTEN/NOTIFY, in
   * every other process); a search's is always counted.
   */
  private async withKeptTotal<P extends { total: number }>(
    name: string,
    query: ListQuery,
    read: (knownTotal?: number) => Promise<P>,
  ): Promise<P> {
    if (query.q) return read();
    const key = `${name}\n${JSON.stringify(query.filters)}`;
    const writes = this.writeCount(name);
    const cached = this.totals.get(key);
    if (cached?.writes === writes) return read(cached.total);
    const page = await read();
    this.totals.delete(key);
    this.totals.set(key, { writes, total: page.total });
    if (this.totals.size > MAX_KEPT_TOTALS) this.totals.delete(this.totals.keys().next().value as string);
    return page;
  }

  /** Every id a list query matches, in the list's order (an export's). */
  listIds(name: string, query: ListQuery): Promise<number[]> {
    return this.reads().listIds(name, query);
  }

  recordsByIds(name: string, ids: readonly number[]): Promise<Rec[]> {
    return this.reads().recordsByIds(name, ids);
  }

  listJson(name: string, query: ListQuery): Promise<ListPage> {
    return this.withKeptTotal(name, query, (known) => this.reads().listJson(name, query, known));
  }

  /** Every record of every collection, a collection at a time (`npm run db:export`). */
  export(): AsyncGenerator<[string, Rec[]]> {
    return this.committed.export();
  }

  nowIso(): string {
    return this.now().toISOString();
  }

  get inTransaction(): boolean {
    return this.running.getStore() !== undefined;
  }

  private readonly connections: StoreConnections = {
    runner: () => this.running.getStore()?.connection ?? this.poolConnection,
    write: (fn) => this.write(() => fn(this.running.getStore()!.connection)),
  };

  readonly failureRecords = new TableFailures(this.connections);

  readonly pendingUploads = new PendingUploadRows(this.connections);

  readonly signInTables: SignInTables = {
    sessions: new SessionRows(this.connections),
    codes: new CodeRows(this.connections),
    credentials: new CredentialRows(this.connections),
    blockedAddresses: new BlockedAddressRows(this.connections),
  };

  afterCommit(fn: () => void): void {
    const running = this.running.getStore();
    if (running) running.afterCommit.push(fn);
    else fn();
  }

  async write<T>(fn: (tx: Transaction) => T | Promise<T>): Promise<T> {
    const running = this.running.getStore();
    return running ? fn(running.api) : this.transaction(fn);
  }

  async transaction<T>(fn: (tx: Transaction) => T | Promise<T>, opts: TransactionOptions<T> = {}): Promise<T> {
    if (this.running.getStore()) throw new Error('A transaction is already running in this context');
    return this.lock.runExclusive(async () => {
      let attempt = 0;
      for (;;) {
        try {
          return await this.runOnce(fn);
        } catch (e) {
          if (isRace(e) && attempt++ < MAX_RETRIES) continue;
          const error = asConflict(e);
          const instead = opts.afterRollback?.(error);
          if (!instead) throw error;
          return this.runOnce(instead);
        }
      }
    });
  }

  /** One try of a transaction on a connection of its own: committed when `fn` resolves, rolled back when anything throws. */
  private async runOnce<T>(fn: (tx: Transaction) => T | Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    const connection = new PostgresConnection(client);
    const running: RunningTransaction = {
      api: null as unknown as Transaction,
      connection,
      written: new Set(),
      afterCommit: [],
      open: true,
    };
    running.api = this.transactionApi(running, this.recordsOn(connection), this.nowIso());
    try {
      await client.query('BEGIN ISOLATION LEVEL SERIALIZABLE');
      const result = await this.running.run(running, () => fn(running.api));
      // The announcement goes with the commit in one round trip (a simple query of two statements:
      // no parameters; the channel and this process's id are ours, a UUID quoted as a literal).
      await client.query(running.written.size ? `SELECT pg_notify('${WRITES_CHANNEL}', '${this.processId}'); COMMIT` : 'COMMIT');
      running.open = false;
      for (const c of running.written) this.writes.set(c, (this.writes.get(c) ?? 0) + 1);
      for (const f of running.afterCommit) f();
      return result;
    } catch (e) {
      running.open = false;
      await client.query('ROLLBACK').catch(() => {});
      // Counts taken before a rolled-back write stay right; bumping keeps the rule simple: any doubt, recount.
      for (const c of this.shapes.keys()) this.writes.set(c, (this.writes.get(c) ?? 0) + 1);
      throw e;
    } finally {
      client.release();
    }
  }

  private transactionApi(running: RunningTransaction, records: PostgresRecords, now: string): Transaction {
    const inside =
      <A extends unknown[], R>(op: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        if (!running.open) throw new Error('This transaction has ended');
        return op(...args);
      };
    /**
     * The records this transaction has read or written, as it last saw them: a command reads its
     * record, checks it, then changes it, and the change need not read it again. Serializable, a
     * record another process changed since this transaction's snapshot cannot be written over:
     * the UPDATE fails with a serialization error and the transaction runs again.
     */
    const seen = new Map<string, Rec>();
    const seenKey = (c: string, id: number | string) => `${c}\n${Number(id)}`;
    const saw = (c: string, rec: Rec): Rec => {
      seen.set(seenKey(c, rec.id as number), rec);
      return rec;
    };
    /** A record this transaction will change: as it saw it, or read and locked until it ends (another process's change of it waits, then retries). */
    const existing = async (c: string, id: number | string): Promise<Rec> => {
      const rec = seen.get(seenKey(c, id)) ?? (await records.get(c, id, true));
      if (!rec) throw new NotFoundError(`${c} ${id} not found`);
      return rec;
    };
    const change = async (c: string, id: number | string, patch: Record<string, unknown>, replace: boolean): Promise<Rec> => {
      const before = await existing(c, id);
      const base = replace ? {} : before;
      const rec = {
        ...base,
        ...patch,
        id: before.id,
        version: Number(before.version ?? 0) + 1,
        createdAt: before.createdAt,
        updatedAt: now,
      } as Rec;
      await records.update(c, rec, before);
      running.written.add(c);
      return saw(c, await written(c, rec));
    };
    /** The record as a read of it returns it; read back when the database works out a column of it. */
    const written = async (c: string, rec: Rec): Promise<Rec> => {
      const shape = records.shape(c);
      if ([...shape.columns.values()].some((column) => column.generated))
        return (await records.get(c, rec.id)) ?? inColumnOrder(shape, rec);
      return inColumnOrder(shape, rec);
    };
    return {
      now,
      afterCommit: (fn) => void running.afterCommit.push(fn),
      commandKeys: new CommandKeyTable(() => {
        if (!running.open) throw new Error('This transaction has ended');
        return running.connection;
      }),
      get: inside(async (c: string, id: number | string) => {
        const rec = seen.get(seenKey(c, id)) ?? (await records.get(c, id));
        return rec && saw(c, rec);
      }),
      all: inside((c: string) => records.all(c)),
      where: inside((c: string, equal: Equal) => records.where(c, equal)),
      count: inside((c: string, equal: Equal = {}) => records.count(c, equal)),
      countBy: inside((c: string, field: string) => records.countBy(c, field)),
      idsWithContact: inside((c: string, field: string, contact: string) => records.idsWithContact(c, field, contact)),
      insert: inside(async (c: string, data: Record<string, unknown>) => {
        const draft = { ...data, id: 0, version: 1, createdAt: now, updatedAt: now } as Rec;
        const rec = { ...draft, id: await records.insertNew(c, draft) };
        running.written.add(c);
        return saw(c, await written(c, rec));
      }),
      update: inside((c: string, id: number | string, patch: Record<string, unknown>) => change(c, id, patch, false)),
      replace: inside((c: string, id: number | string, fields: Record<string, unknown>) => change(c, id, fields, true)),
      remove: inside(async (c: string, id: number | string) => {
        const rec = await existing(c, id);
        await records.remove(c, rec.id);
        seen.delete(seenKey(c, rec.id as number));
        running.written.add(c);
        return rec;
      }),
      restore: inside(async (c: string, rec: Rec) => {
        // Its id came from the sequence, which is past it already: moving the sequence to the
        // table's highest id would hand out again the ids of records removed since.
        await records.insert(c, rec);
        running.written.add(c);
        return saw(c, await written(c, rec));
      }),
    };
  }

  async close(): Promise<void> {
    await this.lock.runExclusive(async () => {
      if (this.listener) {
        this.listening = false;
        (this.listener as unknown as pg.PoolClient).release(true);
        this.listener = null;
      }
      await this.pool.end().catch(() => {});
    });
  }
}

/** PostgreSQL refused the transaction as one side of a race: run it again. */
function isRace(e: unknown): boolean {
  const code = (e as { code?: string }).code;
  return code === '40001' || code === '40P01';
}

/** What PostgreSQL refused, told as the same conflicts SQLite's store tells (server/store/store.ts's asConflict). */
function asConflict(e: unknown): unknown {
  const error = e as { code?: string; detail?: string };
  if (error.code === '23505') return duplicateConflict(/^Key \((?:lower\()?"?(\w+)"?\)?\)=/.exec(error.detail ?? '')?.[1]);
  if (error.code === '23503') return referenceConflict();
  if (isRace(e)) return new HttpError(409, 'This record was changed by someone else since you opened it.', 'app.errors.conflict');
  return e;
}
