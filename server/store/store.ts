import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Journal, journalFiles, readJournal, type JournalOp } from './journal';
import { applyOps, loadSnapshot, UnreadableDatabaseError, type DbState } from './snapshot';
import { createDatabaseFromSeed, type SeedDates } from './seedDates';
import { SortedIndex } from './sortedIndex';
import { SearchTextCache } from './searchText';
import { runQuery } from './runQuery';
import type { ListQuery } from './listQuery';
import type { Rec } from './sortKey';

export type { Rec } from './sortKey';

const MIN_COMPACT_BYTES = 8 * 1024 * 1024;
/**
 * Sorted indexes kept per collection. Each costs a slot per record and work on every write;
 * only schema fields reach the store (the query grammar refuses others), and past this many
 * the least recently sorted one is dropped and rebuilt if asked for again.
 */
export const MAX_INDEXES_PER_COLLECTION = 8;
const JOURNAL_TO_SNAPSHOT = 0.25;

export interface StoreOptions {
  dbFile: string;
  seedFile: string;
  collections: readonly string[];
  /**
   * Journal size that triggers folding it into the snapshot. Unset: a quarter of the snapshot's
   * size, at least 8 MB, so a large database is rewritten rarely (each compaction reads and
   * writes the whole snapshot, a core's work for seconds at 100 000 users).
   */
  compactBytes?: number;
  now?: () => Date;
  log?: (msg: string) => void;
  /** How a database created from the seed takes its dates (seedDates.ts); as written unless told. */
  seedDates?: SeedDates;
}

export class NotFoundError extends Error {}

export interface Transaction {
  insert(collection: string, data: Record<string, unknown>): Rec;
  update(collection: string, id: number | string, patch: Record<string, unknown>): Rec;
  /** Like update, but the record keeps only the fields of `fields` (a PUT). */
  replace(collection: string, id: number | string, fields: Record<string, unknown>): Rec;
  remove(collection: string, id: number | string): Rec;
  get(collection: string, id: number | string): Rec | undefined;
  /** `rec` was put back in place by the caller (a revert): index and journal it as part of this transaction. */
  adopt(collection: string, rec: Rec, kind: 'create' | 'update'): void;
  readonly now: string;
}

/**
 * The database: all records in memory, every
 * acknowledged change in an fsynced journal, folded into the snapshot off the main thread.
 */
export class Store {
  readonly state: DbState;
  private byId = new Map<string, Map<string, Rec>>();
  private nextIds = new Map<string, number>();
  private indexes = new Map<string, Map<string, SortedIndex>>();
  readonly search = new SearchTextCache();
  private journal: Journal;
  private compacting: Promise<void> | null = null;
  private snapshotBytes: number;
  private readonly now: () => Date;
  private readonly log: (msg: string) => void;

  private constructor(
    readonly opts: StoreOptions,
    state: DbState,
    gen: number,
  ) {
    this.state = state;
    this.snapshotBytes = fs.statSync(opts.dbFile).size;
    this.now = opts.now ?? (() => new Date());
    this.log = opts.log ?? (() => {});
    for (const c of opts.collections) state[c] ??= [];
    for (const [name, rows] of Object.entries(state)) {
      const map = new Map<string, Rec>();
      let max = 0;
      for (const r of rows as Rec[]) {
        map.set(String(r.id), r);
        if (typeof r.id === 'number' && r.id > max) max = r.id;
      }
      this.byId.set(name, map);
      this.nextIds.set(name, max + 1);
    }
    this.journal = new Journal(opts.dbFile, gen);
  }

  static open(opts: StoreOptions): Store {
    fs.mkdirSync(path.dirname(opts.dbFile), { recursive: true });
    const journals = journalFiles(opts.dbFile);
    if (!fs.existsSync(opts.dbFile)) {
      if (journals.length) throw new UnreadableDatabaseError(`Refusing to start: ${opts.dbFile} is missing but its journal is present.`);
      const days = createDatabaseFromSeed(opts.dbFile, opts.seedFile, opts.seedDates ?? 'as-written', (opts.now ?? (() => new Date()))());
      opts.log?.(`Created ${opts.dbFile} from the seed ${opts.seedFile}${days ? ` (its dates moved ${days} days to today)` : ''}`);
    }
    const state = loadSnapshot(opts.dbFile);
    const index = new Map<string, Map<string, number>>();
    for (const j of journals) for (const tx of readJournal(j.file)) applyOps(state, tx, index);
    const gen = (journals.at(-1)?.gen ?? 0) + 1;
    const store = new Store(opts, state, gen);
    if (journals.length) void store.compact();
    return store;
  }

  collection(name: string): Rec[] {
    const rows = this.state[name];
    if (!rows) throw new NotFoundError(`Unknown collection ${name}`);
    return rows as Rec[];
  }

  all(name: string): readonly Rec[] {
    return this.collection(name);
  }

  get(name: string, id: number | string): Rec | undefined {
    return this.byId.get(name)?.get(String(id));
  }

  list(name: string, query: ListQuery): { rows: Rec[]; total: number } {
    return runQuery(
      {
        all: this.collection(name),
        byId: (id) => this.get(name, id),
        index: (field) => this.index(name, field),
        search: this.search,
      },
      query,
    );
  }

  private index(name: string, field: string): SortedIndex {
    let byField = this.indexes.get(name);
    if (!byField) this.indexes.set(name, (byField = new Map()));
    let idx = byField.get(field);
    if (idx) byField.delete(field);
    else idx = new SortedIndex(field, this.collection(name));
    // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
    byField.set(field, idx);
    if (byField.size > MAX_INDEXES_PER_COLLECTION) byField.delete(byField.keys().next().value!);
    return idx;
  }

  /** How many sorted indexes the collection holds (bounded by MAX_INDEXES_PER_COLLECTION). */
  indexCount(name: string): number {
    return this.indexes.get(name)?.size ?? 0;
  }

  /** Reserves the id a new record of this collection will get. */
  nextId(name: string): number {
    const id = this.nextIds.get(name) ?? 1;
    this.nextIds.set(name, id + 1);
    return id;
  }

  nowIso(): string {
    return this.now().toISOString();
  }

  /**
   * Runs `fn` against the in-memory state, then journals every change it made as one
   * line. If `fn` throws, its changes are undone and nothing is written.
   */
  async transaction<T>(fn: (tx: Transaction) => T): Promise<T> {
    const ops: JournalOp[] = [];
    const undo: (() => void)[] = [];
    const now = this.nowIso();
    const change = (c: string, id: number | string, patch: Record<string, unknown>, replace: boolean): Rec => {
      const rec = this.get(c, id);
      if (!rec) throw new NotFoundError(`${c} ${id} not found`);
      const before = { ...rec };
      if (replace) for (const k of Object.keys(rec)) if (!Object.hasOwn(patch, k)) delete rec[k];
      Object.assign(rec, patch, { id: before.id, version: Number(before.version ?? 0) + 1, createdAt: before.createdAt, updatedAt: now });
      this.reindex(c, rec);
      undo.push(() => {
        for (const k of Object.keys(rec)) delete rec[k];
        Object.assign(rec, before);
        this.reindex(c, rec);
      });
      ops.push({ c, put: rec });
      return rec;
    };
    const tx: Transaction = {
      now,
      get: (c, id) => this.get(c, id),
      adopt: (c, rec, kind) => {
        if (kind === 'create') {
          this.byId.get(c)!.set(String(rec.id), rec);
          this.indexes.get(c)?.forEach((idx) => idx.insert(rec));
        } else this.reindex(c, rec);
        ops.push({ c, put: rec });
      },
      insert: (c, data) => {
        const rec = { ...data, id: this.nextId(c), version: 1, createdAt: now, updatedAt: now } as Rec;
        this.attachInserted(c, rec);
        undo.push(() => this.detach(c, rec));
        ops.push({ c, put: rec });
        return rec;
      },
      update: (c, id, patch) => change(c, id, patch, false),
      replace: (c, id, fields) => change(c, id, fields, true),
      remove: (c, id) => {
        const rec = this.get(c, id);
        if (!rec) throw new NotFoundError(`${c} ${id} not found`);
        const at = this.collection(c).indexOf(rec);
        this.detach(c, rec);
        undo.push(() => {
          this.collection(c).splice(at, 0, rec);
          this.byId.get(c)!.set(String(rec.id), rec);
          this.indexes.get(c)?.forEach((idx) => idx.insert(rec));
        });
        ops.push({ c, del: rec.id });
        return rec;
      },
    };
    let result: T;
    try {
      result = fn(tx);
    } catch (e) {
      undo.reverse().forEach((u) => u());
      throw e;
    }
    // Records are journaled as they are after the whole transaction.
    await this.persist(ops.map((op) => ('put' in op ? { c: op.c, put: { ...op.put } } : op)));
    return result;
  }

  private attachInserted(name: string, rec: Rec): void {
    this.collection(name).push(rec);
    this.byId.get(name)!.set(String(rec.id), rec);
    this.indexes.get(name)?.forEach((idx) => idx.insert(rec));
  }

  private detach(name: string, rec: Rec): void {
    const rows = this.collection(name);
    const at = rows.indexOf(rec);
    if (at >= 0) rows.splice(at, 1);
    this.byId.get(name)!.delete(String(rec.id));
    this.indexes.get(name)?.forEach((idx) => idx.remove(rec));
    this.search.forget(rec);
  }

  private reindex(name: string, rec: Rec): void {
    this.search.forget(rec);
    this.indexes.get(name)?.forEach((idx) => idx.update(rec));
  }

  private async persist(ops: JournalOp[]): Promise<void> {
    if (!ops.length) return;
    await this.journal.append(ops);
    if (this.journal.bytes >= this.compactThreshold() && !this.compacting) void this.compact();
  }

  private compactThreshold(): number {
    return this.opts.compactBytes ?? Math.max(MIN_COMPACT_BYTES, this.snapshotBytes * JOURNAL_TO_SNAPSHOT);
  }

  /** Folds the closed journals into the snapshot in a worker thread. */
  compact(): Promise<void> {
    if (this.compacting) return this.compacting;
    this.compacting = (async () => {
      try {
        await this.journal.rotate();
        const closed = journalFiles(this.opts.dbFile).filter((j) => j.gen < this.journal.gen);
        if (!closed.length) return;
        await runCompactWorker(this.opts.dbFile, closed.map((j) => j.file));
        for (const j of closed) fs.rmSync(j.file, { force: true });
        this.snapshotBytes = fs.statSync(this.opts.dbFile).size;
        this.log(`Compacted ${closed.length} journal file(s) into ${this.opts.dbFile}`);
      } catch (e) {
        this.log(`Compaction failed (the journal is kept, nothing is lost): ${(e as Error).message}`);
      } finally {
        this.compacting = null;
      }
    })();
    return this.compacting;
  }

  async close(): Promise<void> {
    if (this.compacting) await this.compacting;
    await this.journal.close();
  }
}

/**
 * The worker is TypeScript like the rest of the server; worker threads do not inherit
 * tsx's loader, so a tiny ES module registers it before importing the worker.
 */
function runCompactWorker(dbFile: string, journals: string[]): Promise<void> {
  const workerUrl = new URL('./compactWorker.ts', import.meta.url).href;
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const bootstrap = `import { register } from ${JSON.stringify(tsxApi)}; register(); await import(${JSON.stringify(workerUrl)});`;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(bootstrap)}`), { workerData: { dbFile, journals } });
    worker.once('message', (m: { ok: boolean; error?: string }) => (m.ok ? resolve() : reject(new Error(m.error))));
    worker.once('error', reject);
    worker.once('exit', (code) => code !== 0 && reject(new Error(`compaction worker exited with ${code}`)));
  });
}
