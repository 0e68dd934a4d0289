import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Mutex } from 'async-mutex';
import { sql, type Migration } from 'kysely';
import { createDatabase, isSqliteFile, type DatabaseContent } from './createDatabase';
import { loadSnapshot, UnreadableDatabaseError } from './snapshot';
import { seedShiftDays, shiftSeedDates, type SeedDates } from './seedDates';
import type { ListQuery } from './listQuery';
import { NotFoundError, StoreReader, type Equal, type ListPage } from './storeReader';
import { TableFailures } from '../db/authFailures';
import { PendingUploadRows } from '../db/uploadPending';
import { CommandKeyTable } from '../db/commandKeys';
import { BlockedAddressRows } from '../db/authBlockedAddresses';
import { CodeRows } from '../db/authCodes';
import { CredentialRows } from '../db/authCredentials';
import { SessionRows } from '../db/authSessions';
import type { StoreConnections } from '../db/storeConnections';
import { carryOver, hasEarlierLayout } from '../db/carryOver';
import { migrateToLatest } from '../db/migrate';
import { RecordWriter } from '../db/recordWriter';
import { inColumnOrder, type Rec } from '../db/rowCodec';
import { builder, SqliteConnection } from '../db/sqlRunner';
import { readTableShapes, type TableShape } from '../db/tableShape';
import { duplicateConflict, referenceConflict } from './conflicts';

export type { Rec } from '../db/rowCodec';
export { UnreadableDatabaseError } from './snapshot';
export { MAX_CACHED_STATEMENTS, NotFoundError } from './storeReader';

export interface StoreOptions {
  /** The SQLite database file. */
  dbFile: string;
  /** The json-server-format seed a missing database is created from. */
  seedFile: string;
  collections: readonly string[];
  /** The migrations that shape the database (server/db/migrations: a table per collection). */
  migrations: Record<string, Migration>;
  /** Text a collection's records are found by as people (users: names, email, phone). */
  personText?: (collection: string, rec: Rec) => string | null;
  /**
   * Where the content of a missing database comes from: the seed, or a pre-SQLite install's
   * files (imported once, left untouched). Returns null to use the seed.
   */
  legacy?: () => DatabaseContent | null;
  /** How a database created from the seed takes its dates (seedDates.ts); as written unless told. */
  seedDates?: SeedDates;
  now?: () => Date;
  log?: (msg: string) => void;
}

/** What a list of records can be asked, inside a transaction or outside one. */
export interface Reads {
  get(collection: string, id: number | string): Promise<Rec | undefined>;
  /** Every record of a collection, in id order. Meant for the small lists; large ones use where/list. */
  all(collection: string): Promise<Rec[]>;
  /** Records whose fields equal the given values (an array: any of them), in id order. */
  where(collection: string, equal: Equal): Promise<Rec[]>;
  count(collection: string, equal?: Equal): Promise<number>;
  /** How many records hold each value of `field` (each item of a list field), empty values left out. */
  countBy(collection: string, field: string): Promise<Map<string, number>>;
  /** Ids of the records whose `field` is `contact`, ignoring spaces, dashes and case (phones, emails). */
  idsWithContact(collection: string, field: string, contact: string): Promise<number[]>;
}

/**
 * One transaction's reads and writes. Its reads see its own writes; what it read stays as it read
 * it until it ends (no other transaction writes meanwhile), so a check made through it holds for
 * the write that follows.
 */
export interface Transaction extends Reads {
  insert(collection: string, data: Record<string, unknown>): Promise<Rec>;
  update(collection: string, id: number | string, patch: Record<string, unknown>): Promise<Rec>;
  /** Like update, but the record keeps only the fields of `fields` (a PUT). */
  replace(collection: string, id: number | string, fields: Record<string, unknown>): Promise<Rec>;
  remove(collection: string, id: number | string): Promise<Rec>;
  /** Puts a removed record back under its own id (a revert); new ids stay above every id ever given. */
  restore(collection: string, rec: Rec): Promise<Rec>;
  /** Runs `fn` once this transaction has committed (dropped if it rolls back). */
  afterCommit(fn: () => void): void;
  /** The commands' Idempotency-Keys and their answers (server/actions/idempotency.ts), read and kept in this transaction. */
  readonly commandKeys: CommandKeyTable;
  readonly now: string;
}

export interface TransactionOptions<T> {
  /**
   * When the transaction fails (its writes rolled back): what to write instead, as a transaction
   * of its own opened at once, before any other transaction of this process (the lock is held
   * from one to the other). Null passes the error on. A refused command keeps its refusal this
   * way, the refusal's effects undone (server/actions/idempotency.ts).
   */
  afterRollback?: (error: unknown) => ((tx: Transaction) => T | Promise<T>) | null;
}

/** The sign-in state's tables (server/db/auth*.ts), as the auth module reads and writes them. */
export interface SignInTables {
  sessions: SessionRows;
  codes: CodeRows;
  credentials: CredentialRows;
  blockedAddresses: BlockedAddressRows;
}

/**
 * The database as the server uses it, whichever holds it: the SQLite file (SqliteStore, below)
 * or PostgreSQL (server/store/postgresStore.ts). Reads outside a transaction see what is
 * committed; a transaction's callback reads and writes through its `tx`.
 */
export interface Store extends Reads {
  pick<K extends string>(collection: string, fields: readonly K[]): Promise<Record<K, unknown>[]>;
  /** Ids of the records whose search text (or, for people, their names and contacts) holds `q`. */
  searchIds(collection: string, q: string, column?: 'body' | 'person'): Promise<number[]>;
  /** Makes every committed write of `collection` findable by a search read next. */
  catchUpSearch(collection: string): Promise<void>;
  list(collection: string, query: ListQuery): Promise<{ rows: Rec[]; total: number }>;
  listJson(collection: string, query: ListQuery): Promise<ListPage>;
  /** The records of `ids` that still exist, in that order (an export's batch). */
  recordsByIds(collection: string, ids: readonly number[]): Promise<Rec[]>;
  /** Writes to `collection` so far, this process's and others': a figure read when this count was n is still right while it is n. */
  writeCount(collection: string): number;
  nowIso(): string;
  readonly inTransaction: boolean;
  afterCommit(fn: () => void): void;
  write<T>(fn: (tx: Transaction) => T | Promise<T>): Promise<T>;
  transaction<T>(fn: (tx: Transaction) => T | Promise<T>, opts?: TransactionOptions<T>): Promise<T>;
  readonly failureRecords: TableFailures;
  /** The quick-ad media uploads under way (server/uploads/uploadStore.ts). */
  readonly pendingUploads: PendingUploadRows;
  readonly signInTables: SignInTables;
  close(): Promise<void>;
}

/** A running transaction, as the async context of its callback knows it. */
interface RunningTransaction {
  api: Transaction;
  /** Collections written: their cached totals and search notes move on when it ends. */
  written: Set<string>;
  afterCommit: (() => void)[];
  /** False once committed or rolled back: a late call through its api is a bug, refused. */
  open: boolean;
}

/**
 * The database: one SQLite file (WAL, synchronous=FULL) holding a table per collection (shaped
 * by the migrations), the search index, and the sign-in state's tables.
 *
 * Two connections, as a pool of a database server would give: transactions run on one, one at
 * a time (a lock, FIFO), from BEGIN IMMEDIATE to COMMIT, across the awaits of their callback;
 * reads outside a transaction see what is committed and never wait for a write (on the same
 * connection while no transaction is open, on the other while one is). A transaction's callback reads through its `tx`, so what it checks is what it
 * writes over; when the promise resolves the change is on disk, when it rejects nothing of it
 * is anywhere.
 */
export class SqliteStore implements Store {
  private readonly shapes: ReadonlyMap<string, TableShape>;
  /**
   * The second connection: committed reads while a transaction is open (committed() picks), and
   * the read pool's jobs while no worker is ready (the same reader a worker runs over its own).
   */
  readonly reader: StoreReader;
  /** The transactions' connection, read through by their `tx` (which sees their own writes), and by committed reads while none is open. */
  private readonly writing: StoreReader;
  /** The two connections as the sign-in tables and the command keys reach them. */
  private readonly readingConnection: SqliteConnection;
  private readonly writingConnection: SqliteConnection;
  /** One transaction at a time on the writing connection. */
  private readonly lock = new Mutex();
  /** The transaction the current async context runs in, if any. */
  private readonly running = new AsyncLocalStorage<RunningTransaction>();
  private readonly now: () => Date;
  /** Writes per collection (counted at each commit or rollback): a cached total is good while this count has not moved. */
  private readonly writes = new Map<string, number>();
  /** Lists' totals by collection and filters (readPage), each good while its collection's write count has not moved. */
  private readonly totals = new Map<string, { writes: number; total: number }>();
  /** Collections that may have records whose search text is not indexed yet (`<table>_search_pending`). */
  private readonly searchPending = new Set<string>();
  /** PRAGMA data_version of the writing connection when last read: it moves when another connection commits. */
  private seenDataVersion: number;
  /** Times another process's commits were noticed: part of every collection's write count. */
  private othersCommits = 0;

  private constructor(
    private readonly db: Database.Database,
    private readonly readDb: Database.Database,
    readonly opts: StoreOptions,
    shapes: ReadonlyMap<string, TableShape>,
  ) {
    this.now = opts.now ?? (() => new Date());
    this.shapes = shapes;
    this.reader = new StoreReader(readDb, shapes);
    this.writing = new StoreReader(db, shapes);
    this.readingConnection = new SqliteConnection(this.reader.run);
    this.writingConnection = new SqliteConnection(this.writing.run);
    this.seenDataVersion = db.pragma('data_version', { simple: true }) as number;
  }

  /**
   * Notices commits another process made on this database file since the last look (several API
   * processes on one file, #35; one pragma, about a microsecond): every collection then counts as
   * written, so the totals and figures kept here are counted again, and as possibly holding search
   * notes, which that process's writes left in the notes tables. This process's own commits go
   * through the writing connection, whose data_version they do not move: they are counted as
   * they end.
   */
  private noticeOtherProcesses(): void {
    if (!this.db.open) return;
    const version = this.db.pragma('data_version', { simple: true }) as number;
    if (version === this.seenDataVersion) return;
    this.seenDataVersion = version;
    this.othersCommits++;
    for (const c of this.shapes.keys()) this.searchPending.add(c);
  }

  static async open(opts: StoreOptions): Promise<SqliteStore> {
    fs.mkdirSync(path.dirname(opts.dbFile), { recursive: true });
    const log = opts.log ?? (() => {});
    const personText = (c: string, r: Rec) => opts.personText?.(c, r) ?? null;
    if (!fs.existsSync(opts.dbFile)) {
      const legacy = opts.legacy?.() ?? null;
      if (legacy) {
        await createDatabase(opts.dbFile, opts.collections, opts.migrations, legacy, personText);
        log(`Imported the JSON database into ${opts.dbFile} (the old files are kept, unchanged)`);
      } else {
        const content: DatabaseContent = { records: loadSnapshot(opts.seedFile), auth: null };
        const days = opts.seedDates === 'relative' ? seedShiftDays((opts.now ?? (() => new Date()))()) : 0;
        shiftSeedDates(content.records, days);
        await createDatabase(opts.dbFile, opts.collections, opts.migrations, content, personText);
        log(`Created ${opts.dbFile} from the seed ${opts.seedFile}${days ? ` (its dates moved ${days} days to today)` : ''}`);
      }
    } else if (!isSqliteFile(opts.dbFile)) {
      // An empty or foreign file is never replaced: that would silently lose every record.
      throw new UnreadableDatabaseError(
        `Refusing to start: ${opts.dbFile} is not a SQLite database. Restore it from a backup or run "npm run db:reset".`,
      );
    }
    let db: Database.Database | null = null;
    try {
      db = new Database(opts.dbFile, { fileMustExist: true });
      // Looked at before anything is set: a file that is not ours is left exactly as it was.
      const ours = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name IN ('kysely_migration', 'meta')`).get();
      if (!ours) throw new Error('it has no back-office migrations table');
      configure(db, WRITING_CACHE_KIB);
    } catch (e) {
      db?.close();
      throw new UnreadableDatabaseError(
        `Refusing to start: ${opts.dbFile} cannot be opened as the back-office database (${(e as Error).message}).`,
      );
    }
    let shapes: ReadonlyMap<string, TableShape>;
    try {
      const earlier = hasEarlierLayout(db);
      const applied = await migrateToLatest(db, opts.migrations);
      if (applied.length) log(`Migrated ${opts.dbFile}: ${applied.join(', ')}`);
      shapes = readTableShapes(db, opts.collections);
      if (earlier) {
        const moved = carryOver(db, shapes, personText);
        log(`Moved ${moved} records of the earlier layout into their tables`);
      }
    } catch (e) {
      db.close();
      throw e;
    }
    const readDb = new Database(opts.dbFile, { fileMustExist: true });
    configure(readDb, READING_CACHE_KIB);
    // Nothing but the writing connection writes: a write here would slip past the lock.
    readDb.pragma('query_only = ON');
    const store = new SqliteStore(db, readDb, opts, shapes);
    // Writes a stopped (or killed) server had not indexed for search yet.
    for (const c of shapes.keys()) store.searchPending.add(c);
    await store.indexPendingSearch([...shapes.keys()]);
    return store;
  }

  /**
   * Indexes the search text of records written since their last indexing (RecordWriter notes
   * them), at most `limit` per collection, under the lock as a commit of its own at
   * synchronous=NORMAL: the notes it clears were made durable by the writes' own commits, so
   * losing this commit to a power cut only means indexing them again at the next start. A
   * collection counts as caught up only once the notes' removal has committed (a rolled-back
   * transaction marks every collection again).
   */
  private async indexPendingSearch(collections: Iterable<string>, limit = Infinity): Promise<void> {
    this.noticeOtherProcesses();
    const waiting = () => [...collections].filter((c) => this.searchPending.has(c));
    if (!waiting().length) return;
    await this.lock.runExclusive(() => this.indexPendingNow(waiting(), limit));
  }

  /** indexPendingSearch's work, the lock held. */
  private indexPendingNow(waiting: readonly string[], limit: number): void {
    if (!waiting.length) return;
    const caughtUp: string[] = [];
    this.db.pragma('synchronous = NORMAL');
    try {
      // IMMEDIATE: it reads the notes, then writes. Begun as a read, it could not become a write
      // once another process had committed meanwhile (SQLITE_BUSY at once, a 500 for the search
      // that asked for it); begun as a write, it waits for that process's lock like any write.
      this.db
        .transaction(() => {
          for (const c of waiting) if (this.writer(this.shape(c)).indexPending(limit) < limit) caughtUp.push(c);
        })
        .immediate();
    } finally {
      this.db.pragma('synchronous = FULL');
    }
    for (const c of caughtUp) this.searchPending.delete(c);
  }

  /**
   * Indexes up to `limit` noted writes of each collection (server/db/searchIndexer.ts calls it
   * between requests). Skipped while a transaction runs: the next tick comes soon. Rejects when
   * the batch could not commit (its notes stay for the next try).
   */
  async indexWritesForSearch(limit: number): Promise<void> {
    if (this.lock.isLocked()) return;
    await this.lock.runExclusive(() => this.indexPendingNow([...this.searchPending], limit));
  }

  /** Writes per collection when its search index was last merged. */
  private readonly merged = new Map<string, number>();

  /**
   * One bounded step (32 pages, a few ms) of merging the search index of each collection written
   * since its last step: segments stay few, and no request's commit does the merging. Skipped
   * while a transaction runs.
   */
  async mergeSearchIndexes(): Promise<void> {
    if (this.lock.isLocked()) return;
    await this.lock.runExclusive(() => {
      for (const [collection, writes] of this.writes) {
        if (this.merged.get(collection) === writes) continue;
        this.merged.set(collection, writes);
        const search = sql.table(this.shape(collection).search);
        this.writing.run.run(sql`INSERT INTO ${search} (${search}, rank) VALUES ('merge', 32)`);
      }
    });
  }

  private writer(shape: TableShape): RecordWriter {
    return new RecordWriter(this.writing.run, shape, (c, r) => this.opts.personText?.(c, r) ?? null, true);
  }

  private shape(name: string): TableShape {
    return this.reader.shape(name);
  }

  /** The table shapes a read worker builds its reader from. */
  get tableShapes(): ReadonlyMap<string, TableShape> {
    return this.shapes;
  }

  /**
   * The committed state, for a read outside a transaction. Inside one, reading here would miss
   * the transaction's own writes and check something other than what it writes over: refused.
   */
  private committed(): StoreReader {
    if (this.running.getStore()) throw new Error('Inside a transaction, read through its tx');
    // While no transaction is open the writing connection holds what is committed, and its page
    // cache stays warm across its own commits (the reading one's is dropped at every write, which
    // made reads while writing 1.7 ms slower at the median); a read is synchronous, so no
    // transaction can open in the middle of it.
    return this.lock.isLocked() ? this.reader : this.writing;
  }

  async get(name: string, id: number | string): Promise<Rec | undefined> {
    return this.committed().get(name, id);
  }

  async all(name: string): Promise<Rec[]> {
    return this.committed().all(name);
  }

  async pick<K extends string>(name: string, fields: readonly K[]): Promise<Record<K, unknown>[]> {
    return this.committed().pick(name, fields);
  }

  async where(name: string, equal: Equal): Promise<Rec[]> {
    return this.committed().where(name, equal);
  }

  async count(name: string, equal: Equal = {}): Promise<number> {
    return this.committed().count(name, equal);
  }

  async idsWithContact(name: string, field: string, contact: string): Promise<number[]> {
    return this.committed().idsWithContact(name, field, contact);
  }

  async countBy(name: string, field: string): Promise<Map<string, number>> {
    return this.committed().countBy(name, field);
  }

  /** Ids of the records whose search text (or, for people, their names and contacts) holds `q`. */
  async searchIds(name: string, q: string, column: 'body' | 'person' = 'body'): Promise<number[]> {
    await this.catchUpSearch(name);
    return this.committed().searchIds(name, q, column);
  }

  /**
   * Indexes for search what was written to `collection` since, so that a search read next (here
   * or by a read worker, which only reads) finds every committed record.
   */
  async catchUpSearch(collection: string): Promise<void> {
    await this.indexPendingSearch([collection]);
  }

  async list(name: string, query: ListQuery): Promise<{ rows: Rec[]; total: number }> {
    return this.readPage(name, query, (known) => this.committed().list(name, query, known));
  }

  /** list() as JSON text, for a route that sends the page as it is stored. */
  async listJson(name: string, query: ListQuery): Promise<ListPage> {
    return this.readPage(name, query, (known) => this.committed().listJson(name, query, known));
  }

  /** The records of `ids` that still exist, in that order (an export's batch). */
  async recordsByIds(name: string, ids: readonly number[]): Promise<Rec[]> {
    return this.committed().recordsByIds(name, ids);
  }

  /** Writes to every collection so far (server/db/checkpointer.ts folds the log when it moved). */
  totalWrites(): number {
    let n = 0;
    for (const w of this.writes.values()) n += w;
    return n;
  }

  get dbFile(): string {
    return this.opts.dbFile;
  }

  /** While the checkpoint thread runs, the server's connections never fold the log inside a commit. */
  setAutoCheckpoint(on: boolean): void {
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${on ? 1000 : 0}`);
  }

  /**
   * Writes to `collection` so far, this process's and (noticed at each call) other processes':
   * a figure read when this count was n is still right while it is n.
   */
  writeCount(collection: string): number {
    this.noticeOtherProcesses();
    return (this.writes.get(collection) ?? 0) + this.othersCommits;
  }

  /**
   * A page read with what the server keeps for it: the writes not yet indexed for search indexed
   * first, and a list's total (without a search) kept until the collection is written (a count of 100 000 index
   * entries otherwise; 39 000 for one country at 100 000 users, 1.5 ms each page of it). The
   * write count is taken before the (synchronous) read and moves only when a transaction has
   * ended: a total kept under it was counted on what is committed.
   */
  private async readPage<P extends { total: number }>(name: string, query: ListQuery, read: (knownTotal?: number) => P): Promise<P> {
    // A search's total is not kept: its matches (and the people's ids it also takes) make a long key.
    if (query.q) {
      await this.catchUpSearch(name);
      return read();
    }
    const key = `${name}\n${JSON.stringify(query.filters)}`;
    const writes = this.writeCount(name);
    const cached = this.totals.get(key);
    if (cached?.writes === writes) return read(cached.total);
    const page = read();
    // The oldest counted goes first once too many are kept.
    this.totals.delete(key);
    this.totals.set(key, { writes, total: page.total });
    if (this.totals.size > MAX_KEPT_TOTALS) this.totals.delete(this.totals.keys().next().value as string);
    return page;
  }

  /** Every record of every collection (for `npm run db:export`, a script: synchronous, off any request). */
  *export(): Generator<[string, Iterable<Rec>]> {
    yield* this.reader.export();
  }

  nowIso(): string {
    return this.now().toISOString();
  }

  /** Whether the current async context runs inside a transaction (its writes join it). */
  get inTransaction(): boolean {
    return this.running.getStore() !== undefined;
  }

  /**
   * Where the auth tables' queries run: the running transaction's connection (its reads see its
   * writes), else what is committed; their writes join the running transaction or make their own.
   */
  private readonly connections: StoreConnections = {
    runner: () => (this.inTransaction || this.committed() === this.writing ? this.writingConnection : this.readingConnection),
    write: (fn) => this.write(() => fn(this.writingConnection)),
  };

  /** The sign-in limits' failures, in their table (server/auth/rateLimit.ts). */
  readonly failureRecords = new TableFailures(this.connections);

  readonly pendingUploads = new PendingUploadRows(this.connections);

  /**
   * The sign-in state in its tables, read and written per request (server/auth): nothing of it
   * is kept in a process's memory, so every process of the database sees the same sessions,
   * codes, passwords and blocks.
   */
  readonly signInTables: SignInTables = {
    sessions: new SessionRows(this.connections),
    codes: new CodeRows(this.connections),
    credentials: new CredentialRows(this.connections),
    blockedAddresses: new BlockedAddressRows(this.connections),
  };

  /** Runs `fn` once the running transaction has committed (dropped if it rolls back); at once outside one. */
  afterCommit(fn: () => void): void {
    const running = this.running.getStore();
    if (running) running.afterCommit.push(fn);
    else fn();
  }

  /** `fn` inside the caller's transaction when there is one, else in a transaction of its own. */
  async write<T>(fn: (tx: Transaction) => T | Promise<T>): Promise<T> {
    const running = this.running.getStore();
    return running ? fn(running.api) : this.transaction(fn);
  }

  /**
   * Runs `fn` as one SQLite transaction (BEGIN IMMEDIATE … COMMIT), after the one before it has
   * ended: when the promise resolves the change is durable; when `fn` throws or the commit fails
   * (a full disk, an I/O error), nothing of it is in the database and the error is passed on.
   * `fn` reads and writes through `tx`; it should not wait on anything but its reads and writes,
   * since every other transaction waits for it.
   */
  async transaction<T>(fn: (tx: Transaction) => T | Promise<T>, opts: TransactionOptions<T> = {}): Promise<T> {
    if (this.running.getStore()) throw new Error('A transaction is already running in this context');
    return this.lock.runExclusive(() => this.runLocked(fn, opts));
  }

  /** One transaction, the lock held: committed when `fn` resolves, rolled back when it throws (then `afterRollback`'s). */
  private async runLocked<T>(fn: (tx: Transaction) => T | Promise<T>, opts: TransactionOptions<T>): Promise<T> {
    const running: RunningTransaction = { api: null as unknown as Transaction, written: new Set(), afterCommit: [], open: true };
    running.api = this.transactionApi(running, this.nowIso());
    let result: T;
    try {
      this.db.exec('BEGIN IMMEDIATE');
      result = await this.running.run(running, () => fn(running.api));
      this.db.exec('COMMIT');
    } catch (e) {
      running.open = false;
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      // Counts taken before a rolled-back write stay right; bumping keeps the rule simple: any doubt, recount.
      for (const c of this.shapes.keys()) this.wrote(c);
      const error = asConflict(e);
      const instead = opts.afterRollback?.(error);
      if (!instead) throw error;
      return this.runLocked(instead, {});
    }
    running.open = false;
    for (const c of running.written) this.wrote(c);
    for (const f of running.afterCommit) f();
    return result;
  }

  private wrote(collection: string): void {
    this.writes.set(collection, (this.writes.get(collection) ?? 0) + 1);
    this.searchPending.add(collection);
  }

  private transactionApi(running: RunningTransaction, now: string): Transaction {
    const reads = this.writing;
    /** Every call checks its transaction is still the one running (an un-awaited write after the end is a bug). */
    const inside =
      <A extends unknown[], R>(op: (...args: A) => R) =>
      async (...args: A): Promise<R> => {
        if (!running.open) throw new Error('This transaction has ended');
        return op(...args);
      };
    // The record as a read of it will return it (fields in column order): a create's answer and
    // the next GET of it are the same JSON.
    const put = (shape: TableShape, rec: Rec, before: Rec | null): Rec => {
      if (before) this.writer(shape).update(rec, before);
      else this.writer(shape).insert(rec);
      running.written.add(shape.collection);
      // A generated column is worked out by the write: read it back, so the answer holds its new value.
      if ([...shape.columns.values()].some((c) => c.generated)) return reads.get(shape.collection, rec.id) ?? inColumnOrder(shape, rec);
      return inColumnOrder(shape, rec);
    };
    const existing = (c: string, id: number | string): Rec => {
      const rec = reads.get(c, id);
      if (!rec) throw new NotFoundError(`${c} ${id} not found`);
      return rec;
    };
    const change = (c: string, id: number | string, patch: Record<string, unknown>, replace: boolean): Rec => {
      const before = existing(c, id);
      const base = replace ? {} : before;
      const rec = {
        ...base,
        ...patch,
        id: before.id,
        version: Number(before.version ?? 0) + 1,
        createdAt: before.createdAt,
        updatedAt: now,
      } as Rec;
      return put(this.shape(c), rec, before);
    };
    return {
      now,
      afterCommit: (fn) => void running.afterCommit.push(fn),
      commandKeys: new CommandKeyTable(() => {
        if (!running.open) throw new Error('This transaction has ended');
        return this.writingConnection;
      }),
      get: inside((c: string, id: number | string) => reads.get(c, id)),
      all: inside((c: string) => reads.all(c)),
      where: inside((c: string, equal: Equal) => reads.where(c, equal)),
      count: inside((c: string, equal: Equal = {}) => reads.count(c, equal)),
      countBy: inside((c: string, field: string) => reads.countBy(c, field)),
      idsWithContact: inside((c: string, field: string, contact: string) => reads.idsWithContact(c, field, contact)),
      insert: inside((c: string, data: Record<string, unknown>) => {
        const shape = this.shape(c);
        // AUTOINCREMENT's counter only grows: an id once given is never given again, after deletes or restarts.
        const last = reads.run.get<{ seq: number }>(builder.selectFrom('sqlite_sequence').select('seq').where('name', '=', shape.table));
        const rec = { ...data, id: (last?.seq ?? 0) + 1, version: 1, createdAt: now, updatedAt: now } as Rec;
        return put(shape, rec, null);
      }),
      update: inside((c: string, id: number | string, patch: Record<string, unknown>) => change(c, id, patch, false)),
      replace: inside((c: string, id: number | string, fields: Record<string, unknown>) => change(c, id, fields, true)),
      remove: inside((c: string, id: number | string) => {
        const rec = existing(c, id);
        this.writer(this.shape(c)).remove(rec.id);
        running.written.add(c);
        return rec;
      }),
      restore: inside((c: string, rec: Rec) => put(this.shape(c), rec, null)),
    };
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    await this.indexPendingSearch([...this.searchPending]);
    await this.lock.runExclusive(() => {
      if (!this.db.open) return;
      this.readDb.close();
      // Folds the write-ahead log into the file, so a stopped server leaves one file behind, and
      // refreshes the planner's statistics where they drifted.
      this.db.pragma('wal_checkpoint(TRUNCATE)');
      this.db.pragma('analysis_limit = 1000');
      this.db.pragma('optimize');
      this.db.close();
    });
  }
}

/**
 * Page cache of each connection, KiB: the writing one serves the transactions and, while none is
 * open, the reads too; the reading one the reads that come while a transaction is open.
 */
const READING_CACHE_KIB = 4096;
const WRITING_CACHE_KIB = 8192;

/** Lists' totals kept (readPage): a few per list screen and filter an admin pages through. */
const MAX_KEPT_TOTALS = 512;

function configure(db: Database.Database, cacheKib: number): void {
  db.pragma('journal_mode = WAL');
  // FULL: a transaction is fsynced before it is acknowledged (docs/decisions/0038-sqlite-under-the-api.md).
  db.pragma('synchronous = FULL');
  // The references the domain refuses deletes under are foreign keys (migrations/0001_tables.ts).
  db.pragma('foreign_keys = ON');
  db.pragma(`cache_size = -${cacheKib}`);
  db.pragma('temp_store = MEMORY');
  // After the log restarts, its file is cut back to this size (a long burst of writes can grow it).
  db.pragma('journal_size_limit = 67108864');
}

/** What SQLite's constraints refused, as conflicts (server/store/conflicts.ts). */
function asConflict(e: unknown): unknown {
  if (!(e instanceof Database.SqliteError)) return e;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE') return duplicateConflict(/UNIQUE constraint failed: \w+\.(\w+)/.exec(e.message)?.[1]);
  // A RESTRICT action reports itself as a trigger's failure, with the foreign key's message.
  if (e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || (e.code === 'SQLITE_CONSTRAINT_TRIGGER' && e.message.includes('FOREIGN KEY'))) {
    return referenceConflict();
  }
  return e;
}
