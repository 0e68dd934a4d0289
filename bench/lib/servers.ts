import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import net from 'node:net';
import { startServer, type TestServer } from '../../tests/helpers/server';

const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** A server the bench measures, with how long it took to answer (on an existing database) and its memory then. */
export type OurServer = TestServer & { startMs: number; startRssMb: number };

/** How the bench runs a server: as `npm start` does (compiled where the checkout can be), or its sources under tsx. */
export type ServerForm = 'compiled' | 'tsx';

const compiled = new Map<string, string | null>();

/**
 * A checkout's server compiled as its `npm start` runs it (its scripts/buildServer.ts, into its
 * dist-server/), once per bench run; null for a checkout from before the compiled server, whose
 * `npm start` ran the sources under tsx (and so does the bench).
 */
export function compiledServer(checkout: string): string | null {
  if (!compiled.has(checkout)) {
    const canBuild = fs.existsSync(path.join(checkout, 'scripts/buildServer.ts'));
    if (canBuild)
      execFileSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/buildServer.ts'], {
        cwd: checkout,
        stdio: 'inherit',
      });
    compiled.set(checkout, canBuild ? path.join(checkout, 'dist-server') : null);
  }
  return compiled.get(checkout)!;
}

/**
 * Our server (or another checkout's, `serverRoot`), as `npm start` runs it, on a private copy of `seedFile`, removed when
 * it stops. The first start builds the database from the seed and is stopped: the measured
 * process opens an existing database, as a server does every day, without the seed's garbage in
 * its heap.
 */
export async function startOurs(
  seedFile: string,
  workDir: string,
  staticDir = '',
  serverRoot?: string,
  form: ServerForm = 'compiled',
  /** More of the server's environment: DATABASE_URL runs it on PostgreSQL, WORKERS on several processes. */
  env: Record<string, string> = {},
): Promise<OurServer> {
  const dataDir = fs.mkdtempSync(path.join(workDir, 'ours-'));
  const compiledDir = form === 'compiled' ? (compiledServer(serverRoot ?? root) ?? undefined) : undefined;
  const first = await startServer({ seedFile, dataDir, staticDir, serverRoot, compiledDir, env, startTimeoutMs: 15 * 60_000 });
  await first.stop();
  flushToDisk(dataDir);
  const started = performance.now();
  const server = await startServer({ seedFile, dataDir, staticDir, serverRoot, compiledDir, env, startTimeoutMs: 15 * 60_000 });
  return {
    ...server,
    startMs: performance.now() - started,
    startRssMb: residentMemory(server.proc.pid!)?.rssMb ?? NaN,
    // The copy of a 100k database is gigabytes: each run's went on filling the disk.
    stop: async (signal) => {
      await server.stop(signal);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Writes a freshly built data folder's files to disk before the measured server starts. Left to the
 * kernel, the gigabytes a 100k build wrote were written back while the bench ran, and every fsync a
 * write waited for queued behind them: a PATCH's median moved between 2 and 4 ms from run to run.
 */
function flushToDisk(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const fd = fs.openSync(path.join(dir, entry.name), 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  }
}

/** A process's resident memory now and at its peak, in MB (Linux: /proc/<pid>/status). */
export function residentMemory(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

export interface Vanilla {
  url: string;
  proc: ChildProcess;
  /** What it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/** Vanilla json-server 0.17.4 (its own CLI) on a private copy of `seedFile`. */
export async function startVanilla(seedFile: string, workDir: string): Promise<Vanilla> {
  const dir = fs.mkdtempSync(path.join(workDir, 'vanilla-'));
  const file = path.join(dir, 'db.json');
  fs.copyFileSync(seedFile, file);
  const port = await freePort();
  const proc = spawn(
    process.execPath,
    [path.join(root, 'node_modules/json-server/lib/cli/bin.js'), '--port', String(port), '--host', '127.0.0.1', '--quiet', file],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120000;
  for (;;) {
    try {
      const r = await fetch(`${url}/users?_end=1`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (proc.exitCode !== null || Date.now() > deadline) {
      proc.kill('SIGKILL');
      // Its copy of the seed (half a gigabyte at 100k) goes with it.
      fs.rmSync(dir, { recursive: true, force: true });
      throw new Error(`vanilla json-server did not start: ${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    proc,
    output: () => out,
    stop: async () => {
      if (proc.exitCode === null) {
        const exited = new Promise((r) => proc.once('exit', r));
        proc.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Vanilla json-server, or, when it cannot even open the file (a 550 MB database is past the
 * longest string V8 reads), a stand-in that refuses every connection: each of its rows is then
 * reported as failed instead of aborting the bench.
 */
export async function startVanillaOrFailed(seedFile: string, workDir: string, log: (s: string) => void): Promise<Vanilla> {
  try {
    return await startVanilla(seedFile, workDir);
  } catch (e) {
    const reason = String(e).slice(0, 400);
    log(`  vanilla json-server could not start on this file: ${reason}`);
    const proc = spawn(process.execPath, ['-e', 'process.exit(1)']);
    await new Promise((r) => proc.once('exit', r));
    // Port 9 (discard) is closed on loopback: every request is refused at once.
    return { url: 'http://127.0.0.1:9', proc, output: () => reason, stop: async () => undefined };
  }
}
