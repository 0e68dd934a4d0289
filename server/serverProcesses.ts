import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config';
import { startServer } from './startServer';

/** A process dying this many times within DEATHS_WINDOW_MS: the server stops rather than fork forever. */
const MAX_DEATHS = 5;
const DEATHS_WINDOW_MS = 60_000;

/** What a server process tells the first one once it listens. */
interface ReadyMessage {
  ready: string;
}

const isReady = (m: unknown): m is ReadyMessage => typeof m === 'object' && m !== null && typeof (m as ReadyMessage).ready === 'string';

/**
 * Runs the server as `config.processes` processes on one port (`WORKERS=N`, node:cluster: each
 * process accepts connections from the shared socket itself), over one database (the SQLite file
 * or PostgreSQL):
 * sessions, codes, limits, command keys and what a process keeps between requests are in the
 * database or follow it (issue #35), so any process may answer any request. One process creates or
 * migrates the database alone before the others open it. A process that dies is replaced; SIGINT
 * or SIGTERM stops them all, each finishing its requests. With one process, this is startServer.
 * Resolves with the URL once every process listens (printing `READY <url>` once), and whether
 * this is the first process (the one that says so; the others resolve as they listen).
 */
export async function startServerProcesses(config: ServerConfig): Promise<{ url: string; first: boolean }> {
  if (config.processes <= 1) return { url: (await startServer(config)).url, first: true };
  if (cluster.isWorker) return { url: await startOneOfMany(config), first: false };
  // Each process accepts from the shared socket itself. With the first process handing out
  // connections (round robin, node's default), one handed to a process as it was killed waited
  // forever, even one accepted after it had died (tests/api/serverProcesses.test.ts).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  // The first alone: it creates the database from the seed, or migrates it, before any other opens it.
  const url = await forkServerProcess().listening;
  await Promise.all(Array.from({ length: config.processes - 1 }, () => forkServerProcess().listening));
  superviseProcesses();
  console.log(`READY ${url}`);
  return { url, first: true };
}

/** How a process ended, for the log. */
const ending = (code: number | null, signal: string | null) => signal ?? `exit ${code}`;

/** A new server process, and its URL once it listens (rejected if it stops before). */
function forkServerProcess(): { worker: Worker; listening: Promise<string> } {
  const worker = cluster.fork();
  const listening = new Promise<string>((resolve, reject) => {
    worker.on('message', (m: unknown) => {
      if (isReady(m)) resolve(m.ready);
    });
    worker.once('exit', (code, signal) => reject(new Error(`A server process stopped before it listened (${ending(code, signal)}).`)));
  });
  return { worker, listening };
}

/** In a server process of several: serves, says when it listens, and stops when the first process goes. */
async function startOneOfMany(config: ServerConfig): Promise<string> {
  // Each logs (a one-time code is printed by the process that sent it); only the first says READY.
  const running = await startServer(config, { announce: false });
  // The first process was killed (kill -9 leaves no one to send SIGTERM): finish and stop.
  process.once('disconnect', () => {
    void running.close().then(() => process.exit(0));
  });
  process.send!({ ready: running.url } satisfies ReadyMessage);
  return running.url;
}

/** Replaces a process that died; stops every process on SIGINT or SIGTERM. */
function superviseProcesses(): void {
  let stopping = false;
  const deaths: number[] = [];
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return;
    const now = Date.now();
    deaths.push(now);
    while (deaths[0] < now - DEATHS_WINDOW_MS) deaths.shift();
    if (deaths.length >= MAX_DEATHS) {
      console.error(`[api] Server processes died ${deaths.length} times within a minute (the last: ${ending(code, signal)}): stopping.`);
      stop(1);
      return;
    }
    console.error(`[api] Server process ${worker.process.pid} stopped (${ending(code, signal)}); starting another.`);
    const replacement = forkServerProcess();
    // A replacement that dies before it listens is one more death, counted by this handler.
    replacement.listening.then(
      () => console.log(`[api] Server process ${replacement.worker.process.pid} took the place of ${worker.process.pid}.`),
      () => {},
    );
  });
  const stop = (exitCode: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    let left = workers.length;
    if (!left) process.exit(exitCode);
    for (const w of workers) {
      w.once('exit', () => {
        if (--left === 0) process.exit(exitCode);
      });
      w.process.kill('SIGTERM');
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
}
