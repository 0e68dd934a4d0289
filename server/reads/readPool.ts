import { WorkerPool } from '../threads/workerPool';
import type { StoreReader } from '../store/storeReader';
import type { TableShape } from '../db/tableShape';
import { runReadJob, runReadJobOnStore, type ReadJob } from './readJobs';
import type { PostgresStore } from '../store/postgresStore';

export type ReadPool = WorkerPool<ReadJob>;

/**
 * The reads whose cost grows with the data (searches, figures over every order), each worker
 * over its own read-only connection (readWorker.ts); `reader` is the server's own, for the jobs
 * it runs itself (before the workers are up, or with READ_WORKERS=0).
 */
export function createReadPool(opts: {
  dbFile: string;
  shapes: ReadonlyMap<string, TableShape>;
  reader: StoreReader;
  size: number;
  budgetMs: number;
  log: (msg: string) => void;
}): ReadPool {
  return new WorkerPool<ReadJob>({
    name: 'read',
    entry: new URL('./readWorker.ts', import.meta.url),
    workerData: { dbFile: opts.dbFile, shapes: opts.shapes },
    // A figure walks 100 000 rows, one short-lived object each: a young generation of V8's
    // default size grew to 48 MB and kept it; 8 MB costs a few more quick collections.
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
    size: opts.size,
    budgetMs: opts.budgetMs,
    // Twenty searches waiting already take a worker several budgets: one more is refused at once.
    maxQueue: 32,
    runHere: (job) => runReadJob(opts.reader, job),
    log: opts.log,
  });
}

/**
 * The same reads on PostgreSQL: each worker opens a connection of its own, so parsing the rows of
 * a search or of every order, and the figure over them, holds no request of this thread.
 */
export function createPostgresReadPool(opts: {
  store: PostgresStore;
  databaseUrl: string;
  size: number;
  budgetMs: number;
  log: (msg: string) => void;
}): ReadPool {
  return new WorkerPool<ReadJob>({
    name: 'read',
    entry: new URL('./readWorker.ts', import.meta.url),
    workerData: { databaseUrl: opts.databaseUrl, shapes: opts.store.tableShapes, statementTimeoutMs: opts.budgetMs },
    resourceLimits: { maxYoungGenerationSizeMb: 8 },
    size: opts.size,
    budgetMs: opts.budgetMs,
    maxQueue: 32,
    runHere: (job) => runReadJobOnStore(opts.store, job),
    log: opts.log,
  });
}
