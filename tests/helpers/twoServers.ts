import { startServer, type TestServer } from './server';

export interface TwoServers {
  a: TestServer;
  b: TestServer;
  stop(): Promise<void>;
}

/**
 * Two server processes on one data folder (one SQLite file), as several API processes behind a
 * load balancer run (issue #35). A creates the database from the seed; B starts once A is ready
 * and opens the existing file (a write waits for the other process's lock, up to 5 s).
 */
export async function startTwoServers(opts: Parameters<typeof startServer>[0] = {}): Promise<TwoServers> {
  const a = await startServer(opts);
  let b: TestServer;
  try {
    b = await startServer({ ...opts, dataDir: a.dataDir });
  } catch (e) {
    await a.stop();
    throw e;
  }
  return {
    a,
    b,
    stop: async () => {
      await Promise.all([a.stop(), b.stop()]);
    },
  };
}
