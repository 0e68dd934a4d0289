import { workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { StoreReader } from '../store/storeReader';
import type { TableShape } from '../db/tableShape';
import { serveJobs } from '../threads/serveJobs';
import { runReadJob, type ReadJob } from './readJobs';

/**
 * A read worker: its own read-only connection to the database file (WAL lets it read while the
 * server writes), answering one job at a time. A read here holds no request of anyone else.
 */
const { dbFile, shapes } = workerData as { dbFile: string; shapes: Map<string, TableShape> };
const db = new Database(dbFile, { readonly: true, fileMustExist: true });
// 8 MB of pages: a search reads the trigram index and narrow rows, a figure one pass over them.
db.pragma('cache_size = -8192');
db.pragma('temp_store = MEMORY');
const reader = new StoreReader(db, shapes);

serveJobs((job: ReadJob) => runReadJob(reader, job));
