import { Checkpointer } from './db/checkpointer';
import { SearchIndexer } from './db/searchIndexer';
import type { Server } from 'node:http';
import type { ServerConfig } from './config';
import { openStore } from './openStore';
import { createPostgresReadPool, createReadPool } from './reads/readPool';
import { SqliteStore } from './store/store';
import { UploadStore } from './uploads/uploadStore';
import { IdempotencyKeys } from './actions/idempotency';
import { createAuth } from './auth';
import { createApp } from './app';
import type { ServerContext } from './context';

export interface RunningServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** How long requests in flight may finish when the server stops. */
const SHUTDOWN_GRACE_MS = 2000;

/**
 * Opens the database, composes the app and listens; stops cleanly on SIGINT/SIGTERM. Prints
 * `READY <url>` once listening (what scripts and tests wait for) unless `announce` is false.
 */
export async function startServer(config: ServerConfig, opts: { quiet?: boolean; announce?: boolean } = {}): Promise<RunningServer> {
  const log = (msg: string) => {
    if (!opts.quiet) console.log(`[api] ${msg}`);
  };
  const store = await openStore(config, log);
  // The SQLite store's upkeep, each on its own timer: the search index between requests, the log
  // off the thread (PostgreSQL does both in its own processes). Searches and figures run in
  // worker threads over their own connections, on either database.
  const sqlite = store instanceof SqliteStore ? store : null;
  const searchIndexer = sqlite && SearchIndexer.start(sqlite, log);
  const checkpointer = sqlite && Checkpointer.start(sqlite, log);
  const uploads = UploadStore.open(config.dataDir, config.uploads, store, log);
  const reads =
    store instanceof SqliteStore
      ? createReadPool({
          dbFile: config.dbFile,
          shapes: store.tableShapes,
          reader: store.reader,
          size: config.readWorkers,
          budgetMs: config.readBudgetMs,
          log,
        })
      : createPostgresReadPool({ store, databaseUrl: config.databaseUrl!, size: config.readWorkers, budgetMs: config.readBudgetMs, log });
  const ctx: ServerContext = { config, store, uploads, reads, idempotency: new IdempotencyKeys(store), log };
  const auth = await createAuth(ctx);
  const { app } = createApp(ctx, auth);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.once('error', reject);
  });
  // An idle kept-alive connection stays open longer than a client or a reverse proxy keeps it
  // (Node closes it after 5 s): a request sent on one the server was closing that instant failed
  // with "other side closed" (seen in the API tests on a busy machine); proxies keep theirs for a
  // minute. Stopping still closes idle connections at once (close below).
  server.keepAliveTimeout = 65_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  // Once listening, so a start never waits for it; uploads left from before the start are swept at once.
  uploads.startSweeps();
  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      const closed = new Promise<void>((r) => server.close(() => r()));
      // A client keeping its connections busy must not hold the stop (and the final flush) forever:
      // requests in flight get a grace period, then every connection is closed.
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(force);
      await uploads.stopSweeps();
      await auth.close();
      await reads.close();
      searchIndexer?.stop();
      await checkpointer?.stop();
      await store.close();
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void close().then(() => process.exit(0));
    });
  }
  if (opts.announce !== false) console.log(`READY ${url}`);
  return { url, server, close };
}
