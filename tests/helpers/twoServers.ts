import { startServer, type TestServer } from './server';

export interface TwoServers {
  a: TestServer;
  b: TestServer;
  /** Stops one of them and starts it again on the same folder (a process that loads state at start sees what is there then). */
  restart(which: 'a' | 'b'): Promise<TestServer>;
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
  const servers: TwoServers = {
    a,
    b,
    restart: async (which) => {
      await servers[which].stop();
      servers[which] = await startServer({ ...opts, dataDir: a.dataDir });
      return servers[which];
    },
    stop: async () => {
      await Promise.all([servers.a.stop(), servers.b.stop()]);
    },
  };
  return servers;
}
