import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { RecordRows } from './recordRows';
import { createTableSql, ident, tableDef, type IndexedField, type TableDef } from './tables';
import { createDatabase, isSqliteFile, schemaFingerprint, type DatabaseContent } from './createDatabase';
import { loadSnapshot, UnreadableDatabaseError } from './snapshot';
import { seedShiftDays, shiftSeedDates, type SeedDates } from './seedDates';
import type { ListQuery } from './listQuery';
import type { Rec } from './sortKey';
import { NotFoundError, StoreReader, type Equal, type ListPage } from './storeReader';

export type { Rec } from './sortKey';
export { UnreadableDatabaseError } from './snapshot';
export { MAX_CACHED_STATEMENTS, NotFoundError } from './storeReader';

/** How often records written since are indexed for search, and how many per collection at a time. */
const SEARCH_INDEX_MS = 100;
const SEARCH_BATCH = 64;

export interface StoreOptions {
  /** The SQLite database file. */
  dbFile: string;
  /** The json-server-format seed a missing database is created from. */
  seedFile: string;
  collections: readonly string[];
  /** The fields a collection's lists filter and sort on: each gets indexed columns. */
  fields?: (collection: string) => Iterable<[string, IndexedField]>;
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
  /** How often the write-ahead log is folded into the file, off the server's thread (ms; default 1 000). */
  checkpointMs?: number;
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
 * The database: one SQLite file (WAL, synchronous=FULL) holding every collection as JSON
 * documents, the search index, and the auth state. A transaction is one SQLite transaction:
 * when it returns, its change is on disk; when it throws, nothing of it is anywhere.
 */
export class Store {
  private readonly defs = new Map<string, TableDef>();
  /** Every read goes through here (the same reader a read worker runs over its own connection). */
  readonly reader: StoreReader;
  private readonly now: () => Date;
  private afterCommitQueue: (() => void)[] | null = null;
  /** Writes per collection: a cached total is good while this count has not moved. */
  private readonly writes = new Map<string, number>();
  /** Each collection's row count, for lists without filters (a count of 100 000 index entries per page otherwise). */
  private readonly totals = new Map<string, { writes: number; total: number }>();
  private readonly endListeners: ((committed: boolean) => void)[] = [];
  private checkpointer: Worker | null = null;
  private checkpointTimer: NodeJS.Timeout | null = null;
  private checkpointing = false;
  /** Total writes when the last checkpoint was asked for. */
  private checkpointedAt = 0;
  /** Collections that may have records whose search text is not indexed yet (`p_<name>`). */
  private readonly searchPending = new Set<string>();
  private searchTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly db: Database.Database,
    readonly opts: StoreOptions,
    defs: readonly TableDef[],
  ) {
    this.now = opts.now ?? (() => new Date());
    for (const def of defs) this.defs.set(def.collection, def);
    this.reader = new StoreReader(db, this.defs);
  }

  static open(opts: StoreOptions): Store {
    fs.mkdirSync(path.dirname(opts.dbFile), { recursive: true });
    const log = opts.log ?? (() => {});
    const defs = opts.collections.map((c) => tableDef(c, opts.fields?.(c) ?? []));
    const personText = (c: string, r: Rec) => opts.personText?.(c, r) ?? null;
    if (!fs.existsSync(opts.dbFile)) {
      const legacy = opts.legacy?.() ?? null;
      if (legacy) {
        createDatabase(opts.dbFile, defs, legacy, personText);
        log(`Imported the JSON database into ${opts.dbFile} (the old files are kept, unchanged)`);
      } else {
        const content: DatabaseContent = { records: loadSnapshot(opts.seedFile), auth: null };
        const days = opts.seedDates === 'relative' ? seedShiftDays((opts.now ?? (() => new Date()))()) : 0;
        shiftSeedDates(content.records, days);
        createDatabase(opts.dbFile, defs, content, personText);
        log(`Created ${opts.dbFile} from the seed ${opts.seedFile}${days ? ` (its dates moved ${days} days to today)` : ''}`);
      }
    } else if (!isSqliteFile(opts.dbFile)) {
      // An empty or foreign file is never replaced: that would silently lose every record.
      throw new UnreadableDatabaseError(`Refusing to start: ${opts.dbFile} is not a SQLite database. Restore it from a backup or run "npm run db:reset".`);
    }
    let db: Database.Database;
    try {
      db = new Database(opts.dbFile, { fileMustExist: true });
      configure(db);
      const format = db.prepare(`SELECT value FROM meta WHERE key = 'format'`).get() as { value: string } | undefined;
      if (format?.value !== '1') throw new Error('it has no back-office format marker');
    } catch (e) {
      throw new UnreadableDatabaseError(`Refusing to start: ${opts.dbFile} cannot be opened as the back-office database (${(e as Error).message}).`);
    }
    const store = new Store(db, opts, defs);
    store.migrateSchema(log);
    // Writes a stopped (or killed) server had not indexed for search yet.
    for (const c of store.defs.keys()) store.searchPending.add(c);
    store.indexPendingSearch([...store.defs.keys()]);
    store.startCheckpointer(log);
    return store;
  }

  /** Rebuilds a collection's generated columns and indexes when the schema's fields changed. */
  private migrateSchema(log: (msg: string) => void): void {
    const known = this.db.prepare(`SELECT value FROM meta WHERE key = ?`);
    const setMeta = this.db.prepare(`INSERT INTO meta(key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`);
    for (const def of this.defs.values()) {
      const fingerprint = schemaFingerprint(def);
      const row = known.get(`schema:${def.table}`) as { value: string } | undefined;
      if (row?.value === fingerprint) continue;
      this.db.transaction(() => {
        const sql = createTableSql(def);
        const exists = this.db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(def.docs);
        if (!exists) {
          sql.tables.forEach((t) => this.db.exec(t));
          if (sql.items) this.db.exec(sql.items);
          sql.indexes.forEach((x) => this.db.exec(x));
          this.db.exec(sql.fts);
          this.db.exec(sql.pending);
          sql.ftsConfig.forEach((c) => this.db.exec(c));
        } else {
          // The documents stay; the record table (keys) and the search table are rebuilt from them.
          const seq = (this.db.prepare(`SELECT seq FROM sqlite_sequence WHERE name = ?`).get(def.table) as { seq: number } | undefined)?.seq ?? 0;
          this.db.exec(`DROP TABLE IF EXISTS ${ident(def.table)}`);
          this.db.exec(`DROP TABLE IF EXISTS ${ident(def.fts)}`);
          // A collection's list items, under the name it has (or would have) with list fields.
          this.db.exec(`DROP TABLE IF EXISTS ${ident(def.items ?? def.table.replace(/^c_/, 'l_'))}`);
          this.db.exec(sql.tables[0]);
          if (sql.items) this.db.exec(sql.items);
          this.db.exec(sql.fts);
          // Every document is indexed below: nothing stays pending.
          this.db.exec(sql.pending);
          this.db.exec(`DELETE FROM ${ident(def.pending)}`);
          const rows = this.rows(def);
          for (const r of this.db.prepare(`SELECT doc FROM ${ident(def.docs)} ORDER BY id`).all() as { doc: string }[]) rows.rebuild(JSON.parse(r.doc) as Rec);
          sql.indexes.forEach((x) => this.db.exec(x));
          sql.ftsConfig.forEach((c) => this.db.exec(c));
          // The counter goes on from where it was: an id once given is never given again.
          this.db.prepare(`INSERT INTO sqlite_sequence(name, seq) SELECT ?, 0 WHERE NOT EXISTS (SELECT 1 FROM sqlite_sequence WHERE name = ?)`).run(def.table, def.table);
          this.db.prepare(`UPDATE sqlite_sequence SET seq = max(seq, ?) WHERE name = ?`).run(seq, def.table);
        }
        setMeta.run(`schema:${def.table}`, fingerprint);
      })();
      if (row) log(`Rebuilt the indexes of ${def.collection} for its new fields`);
    }
  }

  /**
   * SQLite folds the write-ahead log into the file when it reaches 1 000 pages, inside the commit
   * that crosses the line: at 100 000 users that held a request for hundreds of ms. Here the
   * server's connection never does it; a worker thread's connection does, once a second after writes.
   */
  private startCheckpointer(log: (msg: string) => void): void {
    this.db.pragma('wal_autocheckpoint = 0');
    const worker = new Worker(new URL('./checkpointWorker.mjs', import.meta.url), { workerData: { dbFile: this.opts.dbFile } });
    worker.unref();
    worker.on('message', (m: { ok: boolean; error?: string }) => {
      this.checkpointing = false;
      if (!m.ok) log(`Checkpoint failed (the log is kept, nothing is lost): ${m.error}`);
    });
    worker.on('error', (e) => {
      log(`The checkpoint thread stopped (${e.message}); the server folds the log itself from now on.`);
      this.checkpointer = null;
      this.db.pragma('wal_autocheckpoint = 1000');
    });
    this.checkpointer = worker;
    this.checkpointTimer = setInterval(() => {
      this.mergeSearchIndex();
      const written = [...this.writes.values()].reduce((a, b) => a + b, 0);
      if (!this.checkpointer || this.checkpointing || written === this.checkpointedAt) return;
      this.checkpointedAt = written;
      this.checkpointing = true;
      this.checkpointer.postMessage('checkpoint');
    }, this.opts.checkpointMs ?? 1000);
    this.checkpointTimer.unref();
    // Small batches often: a batch holds the server's thread for a few ms at most.
    this.searchTimer = setInterval(() => {
      if (this.db.inTransaction) return;
      try {
        this.indexPendingSearch([...this.searchPending], SEARCH_BATCH);
      } catch (e) {
        // A full disk, say: the notes stay (the batch rolled back) and the next tick or search retries.
        log(`Indexing writes for search failed (retried): ${(e as Error).message}`);
      }
    }, SEARCH_INDEX_MS);
    this.searchTimer.unref();
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
      for (const c of waiting) if (this.rows(this.def(c)).indexPending(limit) < limit) caughtUp.push(c);
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

  /** Writes per collection when its search index was last merged. */
  private readonly merged = new Map<string, number>();

  /**
   * One bounded step (32 pages, a few ms) of merging the search index of each collection written
   * since its last step: segments stay few, and no request's commit does the merging.
   */
  private mergeSearchIndex(): void {
    if (this.db.inTransaction) return;
    for (const [collection, writes] of this.writes) {
      if (this.merged.get(collection) === writes) continue;
      this.merged.set(collection, writes);
      const fts = ident(this.def(collection).fts);
      this.statement(`INSERT INTO ${fts} (${fts}, rank) VALUES ('merge', 32)`).run();
    }
  }

  private rows(def: TableDef): RecordRows {
    return new RecordRows((sql) => this.statement(sql), def, (c, r) => this.opts.personText?.(c, r) ?? null, true);
  }

  private def(name: string): TableDef {
    return this.reader.def(name);
  }

  private statement(sql: string): Database.Statement {
    return this.reader.statement(sql);
  }

  /** The table definitions a read worker rebuilds its reader from. */
  get tableDefs(): ReadonlyMap<string, TableDef> {
    return this.defs;
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

  /** The auth state document (auth/authState.ts), or undefined before the first save. */
  readAuthState(): string | undefined {
    return (this.statement(`SELECT doc FROM auth_state WHERE id = 1`).get() as { doc: string } | undefined)?.doc;
  }

  /** Part of the running transaction when there is one: an auth change lands with its record change or not at all. */
  writeAuthState(doc: string): void {
    this.statement(`INSERT INTO auth_state(id, doc) VALUES (1, ?) ON CONFLICT(id) DO UPDATE SET doc = excluded.doc`).run(doc);
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
      for (const c of this.defs.keys()) this.wrote(c);
      this.endListeners.forEach((l) => l(false));
      throw e;
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
    const put = (def: TableDef, rec: Rec, before: Rec | null) => {
      if (before) this.rows(def).update(rec, before);
      else this.rows(def).insert(rec);
      this.wrote(def.collection);
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
      put(this.def(c), rec, before);
      return rec;
    };
    return {
      now,
      get: (c, id) => this.get(c, id),
      insert: (c, data) => {
        const def = this.def(c);
        // AUTOINCREMENT's counter only grows: an id once given is never given again, after deletes or restarts.
        const last = this.statement(`SELECT seq FROM sqlite_sequence WHERE name = ?`).get(def.table) as { seq: number } | undefined;
        const rec = { ...data, id: (last?.seq ?? 0) + 1, version: 1, createdAt: now, updatedAt: now } as Rec;
        put(def, rec, null);
        return rec;
      },
      update: (c, id, patch) => change(c, id, patch, false),
      replace: (c, id, fields) => change(c, id, fields, true),
      remove: (c, id) => {
        const def = this.def(c);
        const rec = existing(c, id);
        this.rows(def).remove(rec.id);
        this.wrote(c);
        return rec;
      },
      restore: (c, rec) => {
        put(this.def(c), rec, null);
        return rec;
      },
    };
  }

  async close(): Promise<void> {
    if (!this.db.open) return;
    if (this.checkpointTimer) clearInterval(this.checkpointTimer);
    if (this.searchTimer) clearInterval(this.searchTimer);
    this.indexPendingSearch([...this.searchPending]);
    if (this.checkpointer) {
      const exited = new Promise((r) => this.checkpointer!.once('exit', r));
      this.checkpointer.postMessage('close');
      await exited;
      this.checkpointer = null;
    }
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
  db.pragma('foreign_keys = OFF');
  db.pragma('cache_size = -32768');
  db.pragma('temp_store = MEMORY');
  // After the log restarts, its file is cut back to this size (a long burst of writes can grow it).
  db.pragma('journal_size_limit = 67108864');
}

