import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql, type Migration } from 'kysely';
import { createDatabase, isSqliteFile, type DatabaseContent } from './createDatabase';
import { loadSnapshot, UnreadableDatabaseError } from './snapshot';
import { seedShiftDays, shiftSeedDates, type SeedDates } from './seedDates';
import type { ListQuery } from './listQuery';
import { NotFoundError, StoreReader, type Equal, type ListPage } from './storeReader';
import { TableFailures } from '../db/authFailures';
import { readAuthDocument, writeAuthDocument, type AuthDocument } from '../db/authTables';
import { carryOver, hasEarlierLayout } from '../db/carryOver';
import { migrateToLatest } from '../db/migrate';
import { RecordWriter } from '../db/recordWriter';
import { inColumnOrder, type Rec } from '../db/rowCodec';
import { builder, type SqlRunner } from '../db/sqlRunner';
import { readTableShapes, type TableShape } from '../db/tableShape';
import { HttpError } from '../http/errors';

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

export interface Transaction {
  insert(collection: string, data: Record<string, unknown>): Rec;
  update(collection: string, id: number | string, patch: Record<string, unknown>): Rec;
  /** Like update, but the record keeps only the fields of `fields` (a PUT). */
  replace(collection: string, id: number | string, fields: Record<string, unknown>): Rec;
  remove(collection: string, id: number | string): Rec;
  get(collection: string, id: number | string): Rec | undefined;
  /** Puts a removed record back under its own id (a revert); new ids stay above every id ever given. */
  restore(collection: string, rec: Rec): Rec;
  readonly now: string;
}

/**
 * The database: one SQLite file (WAL, synchronous=FULL) holding a table per collection (shaped
 * by the migrations), the search index, and the auth state. A transaction is one SQLite transaction:
 * when it returns, its change is on disk; when it throws, nothing of it is anywhere.
 */
export class Store {
  private readonly shapes: ReadonlyMap<string, TableShape>;
  /** Every read goes through here (the same reader a read worker runs over its own connection). */
  readonly reader: StoreReader;
  private readonly now: () => Date;
  private afterCommitQueue: (() => void)[] | null = null;
  /** Writes per collection: a cached total is good while this count has not moved. */
  private readonly writes = new Map<string, number>();
  /** Each collection's row count, for lists without filters (a count of 100 000 index entries per page otherwise). */
  private readonly totals = new Map<string, { writes: number; total: number }>();
  private readonly endListeners: ((committed: boolean) => void)[] = [];
  /** Collections that may have records whose search text is not indexed yet (`p_<name>`). */
  private readonly searchPending = new Set<string>();

  private constructor(
    private readonly db: Database.Database,
    readonly opts: StoreOptions,
    shapes: ReadonlyMap<string, TableShape>,
  ) {
    this.now = opts.now ?? (() => new Date());
    this.shapes = shapes;
    this.reader = new StoreReader(db, shapes);
  }

  static async open(opts: StoreOptions): Promise<Store> {
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
      throw new UnreadableDatabaseError(`Refusing to start: ${opts.dbFile} is not a SQLite database. Restore it from a backup or run "npm run db:reset".`);
    }
    let db: Database.Database | null = null;
    try {
      db = new Database(opts.dbFile, { fileMustExist: true });
      // Looked at before anything is set: a file that is not ours is left exactly as it was.
      const ours = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name IN ('kysely_migration', 'meta')`).get();
      if (!ours) throw new Error('it has no back-office migrations table');
      configure(db);
    } catch (e) {
      db?.close();
      throw new UnreadableDatabaseError(`Refusing to start: ${opts.dbFile} cannot be opened as the back-office database (${(e as Error).message}).`);
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
    const store = new Store(db, opts, shapes);
    // Writes a stopped (or killed) server had not indexed for search yet.
    for (const c of shapes.keys()) store.searchPending.add(c);
    store.indexPendingSearch([...shapes.keys()]);
    return store;
  }

  /**
   * Indexes the search text of records written since their last indexing (RecordRows notes them),
   * at most `limit` per collection. Outside a transaction, as a commit of its own at
   * synchronous=NORMAL: the notes it clears were made durable by the writes' own commits, so
   * losing this commit to a power cut only means indexing them again at the next start. A
   * collection counts as caught up only once the notes' removal has committed (a rolled-back
   * store transaction marks every collection again, see transactionSync).
   */
  private indexPendingSearch(collections: Iterable<string>, limit = Infinity): void {
    const waiting = [...collections].filter((c) => this.searchPending.has(c));
    if (!waiting.length) return;
    const caughtUp: string[] = [];
    const run = () => {
      for (const c of waiting) if (this.writer(this.shape(c)).indexPending(limit) < limit) caughtUp.push(c);
    };
    if (this.db.inTransaction) run();
    else {
      this.db.pragma('synchronous = NORMAL');
      try {
        this.db.transaction(run)();
      } finally {
        this.db.pragma('synchronous = FULL');
      }
    }
    for (const c of caughtUp) this.searchPending.delete(c);
  }

  /** Indexes up to `limit` noted writes of each collection (server/db/searchIndexer.ts calls it between requests). */
  indexWritesForSearch(limit: number): void {
    this.indexPendingSearch([...this.searchPending], limit);
  }

  /** Writes per collection when its search index was last merged. */
  private readonly merged = new Map<string, number>();

  /**
   * One bounded step (32 pages, a few ms) of merging the search index of each collection written
   * since its last step: segments stay few, and no request's commit does the merging.
   */
  mergeSearchIndexes(): void {
    if (this.db.inTransaction) return;
    for (const [collection, writes] of this.writes) {
      if (this.merged.get(collection) === writes) continue;
      this.merged.set(collection, writes);
      const search = sql.table(this.shape(collection).search);
      this.run.run(sql`INSERT INTO ${search} (${search}, rank) VALUES ('merge', 32)`);
    }
  }

  private writer(shape: TableShape): RecordWriter {
    return new RecordWriter(this.run, shape, (c, r) => this.opts.personText?.(c, r) ?? null, true);
  }

  private shape(name: string): TableShape {
    return this.reader.shape(name);
  }

  private get run(): SqlRunner {
    return this.reader.run;
  }

  /** The table shapes a read worker builds its reader from. */
  get tableShapes(): ReadonlyMap<string, TableShape> {
    return this.shapes;
  }

  all(name: string): Rec[] {
    return this.reader.all(name);
  }

  pick<K extends string>(name: string, fields: readonly K[]): Record<K, unknown>[] {
    return this.reader.pick(name, fields);
  }

  get(name: string, id: number | string): Rec | undefined {
    return this.reader.get(name, id);
  }

  where(name: string, equal: Equal): Rec[] {
    return this.reader.where(name, equal);
  }

  count(name: string, equal: Equal = {}): number {
    return this.reader.count(name, equal);
  }

  idsWithContact(name: string, field: string, contact: string): number[] {
    return this.reader.idsWithContact(name, field, contact);
  }

  countBy(name: string, field: string): Map<string, number> {
    return this.reader.countBy(name, field);
  }

  /** Ids of the records whose search text (or, for people, their names and contacts) holds `q`. */
  searchIds(name: string, q: string, column: 'body' | 'person' = 'body'): number[] {
    this.catchUpSearch(name);
    return this.reader.searchIds(name, q, column);
  }

  /**
   * Indexes for search what was written to `collection` since, so that a search read next (here
   * or by a read worker, which only reads) finds every committed record.
   */
  catchUpSearch(collection: string): void {
    this.indexPendingSearch([collection]);
  }

  list(name: string, query: ListQuery): { rows: Rec[]; total: number } {
    return this.readPage(name, query, (known) => this.reader.list(name, query, known));
  }

  /** list() as JSON text, for a route that sends the page as it is stored. */
  listJson(name: string, query: ListQuery): ListPage {
    return this.readPage(name, query, (known) => this.reader.listJson(name, query, known));
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

  /** While the checkpoint thread runs, the server's connection never folds the log inside a commit. */
  setAutoCheckpoint(on: boolean): void {
    if (this.db.open) this.db.pragma(`wal_autocheckpoint = ${on ? 1000 : 0}`);
  }

  /** Writes to `collection` so far: a figure read when this count was n is still right while it is n. */
  writeCount(collection: string): number {
    return this.writes.get(collection) ?? 0;
  }

  /**
   * A page read with what the server keeps for it: the writes not yet indexed for search indexed
   * first, and an unfiltered list's total cached until the collection is written (a count of
   * 100 000 index entries otherwise). Not kept inside a transaction: what it counted may still roll back.
   */
  private readPage<P extends { total: number }>(name: string, query: ListQuery, read: (knownTotal?: number) => P): P {
    if (query.q) this.catchUpSearch(name);
    const unfiltered = !query.filters.length && !query.q;
    const writes = this.writeCount(name);
    const cached = this.totals.get(name);
    if (unfiltered && cached?.writes === writes) return read(cached.total);
    const page = read();
    if (unfiltered && !this.db.inTransaction) this.totals.set(name, { writes, total: page.total });
    return page;
  }

  *export(): Generator<[string, Iterable<Rec>]> {
    yield* this.reader.export();
  }

  nowIso(): string {
    return this.now().toISOString();
  }

  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  /** The sign-in limits' failures, in their table (server/auth/rateLimit.ts). */
  get failureRecords(): TableFailures {
    return (this.failures ??= new TableFailures(this.db, this.run));
  }

  private failures: TableFailures | null = null;

  /** The sign-in state (auth/authState.ts) as its tables hold it. */
  readAuthState<T extends AuthDocument = AuthDocument>(): T {
    return readAuthDocument(this.run) as T;
  }

  /** Part of the running transaction when there is one: an auth change lands with its record change or not at all. */
  writeAuthState(doc: AuthDocument): void {
    writeAuthDocument(this.run, doc);
  }

  /** Runs `fn` once the running transaction has committed (dropped if it rolls back); at once outside one. */
  afterCommit(fn: () => void): void {
    if (this.afterCommitQueue) this.afterCommitQueue.push(fn);
    else fn();
  }

  /** Told when each transaction ends, committed or not (auth state reloads after a rollback). */
  onTransactionEnd(listener: (committed: boolean) => void): void {
    this.endListeners.push(listener);
  }

  /**
   * Runs `fn` as one SQLite transaction: when the promise resolves the change is durable; when
   * `fn` throws or the commit fails (a full disk, an I/O error), nothing of it is in the
   * database and the error is passed on.
   */
  async transaction<T>(fn: (tx: Transaction) => T): Promise<T> {
    return Promise.resolve(this.transactionSync(fn));
  }

  transactionSync<T>(fn: (tx: Transaction) => T): T {
    if (this.afterCommitQueue) throw new Error('A transaction is already running');
    const now = this.nowIso();
    const queue: (() => void)[] = [];
    this.afterCommitQueue = queue;
    let result: T;
    try {
      result = this.db.transaction(() => fn(this.transactionApi(now)))();
    } catch (e) {
      this.afterCommitQueue = null;
      // Counts taken before a rolled-back write stay right; bumping keeps the rule simple: any doubt, recount.
      for (const c of this.shapes.keys()) this.wrote(c);
      this.endListeners.forEach((l) => l(false));
      throw asConflict(e);
    }
    this.afterCommitQueue = null;
    this.endListeners.forEach((l) => l(true));
    for (const f of queue) f();
    return result;
  }

  private wrote(collection: string): void {
    this.writes.set(collection, (this.writes.get(collection) ?? 0) + 1);
    this.searchPending.add(collection);
  }

  private transactionApi(now: string): Transaction {
    // The record as a read of it will return it (fields in column order): a create's answer and
    // the next GET of it are the same JSON.
    const put = (shape: TableShape, rec: Rec, before: Rec | null): Rec => {
      if (before) this.writer(shape).update(rec, before);
      else this.writer(shape).insert(rec);
      this.wrote(shape.collection);
      return inColumnOrder(shape, rec);
    };
    const existing = (c: string, id: number | string): Rec => {
      const rec = this.get(c, id);
      if (!rec) throw new NotFoundError(`${c} ${id} not found`);
      return rec;
    };
    const change = (c: string, id: number | string, patch: Record<string, unknown>, replace: boolean): Rec => {
      const before = existing(c, id);
      const base = replace ? {} : before;
      const rec = { ...base, ...patch, id: before.id, version: Number(before.version ?? 0) + 1, createdAt: before.createdAt, updatedAt: now } as Rec;
      return put(this.shape(c), rec, before);
    };
    return {
      now,
      get: (c, id) => this.get(c, id),
      insert: (c, data) => {
        const shape = this.shape(c);
        // AUTOINCREMENT's counter only grows: an id once given is never given again, after deletes or restarts.
        const last = this.run.get<{ seq: number }>(builder.selectFrom('sqlite_sequence').select('seq').where('name', '=', shape.table));
        const rec = { ...data, id: (last?.seq ?? 0) + 1, version: 1, createdAt: now, updatedAt: now } as Rec;
        return put(shape, rec, null);
      },
      update: (c, id, patch) => change(c, id, patch, false),
      replace: (c, id, fields) => change(c, id, fields, true),
      remove: (c, id) => {
        const rec = existing(c, id);
        this.writer(this.shape(c)).remove(rec.id);
        this.wrote(c);
        return rec;
      },
      restore: (c, rec) => put(this.shape(c), rec, null),
    };
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    this.indexPendingSearch([...this.searchPending]);
    // Folds the write-ahead log into the file, so a stopped server leaves one file behind, and
    // refreshes the planner's statistics where they drifted.
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    this.db.pragma('analysis_limit = 1000');
    this.db.pragma('optimize');
    this.db.close();
  }
}

function configure(db: Database.Database): void {
  db.pragma('journal_mode = WAL');
  // FULL: a transaction is fsynced before it is acknowledged (docs/decisions.md).
  db.pragma('synchronous = FULL');
  // The references the domain refuses deletes under are foreign keys (migrations/0001_tables.ts).
  db.pragma('foreign_keys = ON');
  db.pragma('cache_size = -32768');
  db.pragma('temp_store = MEMORY');
  // After the log restarts, its file is cut back to this size (a long burst of writes can grow it).
  db.pragma('journal_size_limit = 67108864');
}

/**
 * A constraint of the schema that the domain's own checks should have caught first (a value two
 * records may not share, a reference): a race between two requests, or a rule missing a check.
 * Either way the change did not happen, and the caller is told so as a conflict, not a 500.
 */
function asConflict(e: unknown): unknown {
  if (!(e instanceof Database.SqliteError)) return e;
  if (e.code === 'SQLITE_CONSTRAINT_UNIQUE') {
    const field = /UNIQUE constraint failed: \w+\.(\w+)/.exec(e.message)?.[1];
    return new HttpError(409, `Another record already has this ${field ?? 'value'}.`, 'app.errors.duplicate', field ? { field } : {});
  }
  // A RESTRICT action reports itself as a trigger's failure, with the foreign key's message.
  if (e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || (e.code === 'SQLITE_CONSTRAINT_TRIGGER' && e.message.includes('FOREIGN KEY'))) {
    return new HttpError(409, 'This change would leave a record referring to one that does not exist.', 'app.errors.reference_conflict');
  }
  return e;
}

