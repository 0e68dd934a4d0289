import { workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { StoreReader } from '../store/storeReader';
import type { TableShape } from '../db/tableShape';
import { serveJobs } from '../threads/serveJobs';
import { runReadJob, runReadJobOnStore, type ReadJob } from './readJobs';
import { postgresPool } from '../db/postgres/connection';
import { PostgresConnection } from '../db/postgres/postgresConnection';
import { PostgresRecords } from '../db/postgres/postgresRecords';

/**
 * A read worker, answering one job at a time over a connection of its own: to the SQLite file,
 * read-only (WAL lets it read while the server writes), or to PostgreSQL. A read here holds no
 * request of anyone else.
 */
const data = workerData as
  | { dbFile: string; shapes: Map<string, TableShape> }
  | { databaseUrl: string; shapes: Map<string, TableShape>; statementTimeoutMs: number };

if ('databaseUrl' in data) {
  // One job at a time: a search's ids then its page need one connection; the second is spare.
  const pool = postgresPool({ url: data.databaseUrl, maxConnections: 2, statementTimeoutMs: data.statementTimeoutMs });
  // Reads only: a record's person text is written by the server, never here.
  const records = new PostgresRecords(new PostgresConnection(pool), data.shapes, () => null);
  serveJobs((job: ReadJob) => runReadJobOnStore(records, job));
} else {
  const db = new Database(data.dbFile, { readonly: true, fileMustExist: true });
  // 8 MB of pages: a search reads the trigram index and narrow rows, a figure one pass over them.
  db.pragma('cache_size = -8192');
  db.pragma('temp_store = MEMORY');
  const reader = new StoreReader(db, data.shapes);
  serveJobs((job: ReadJob) => runReadJob(reader, job));
}
