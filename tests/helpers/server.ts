import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface TestServer {
  url: string;
  api: string;
  dataDir: string;
  dbFile: string;
  /** The server runs on PostgreSQL (DATABASE_URL), not on dbFile. */
  onPostgres: boolean;
  proc: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts a real server process on a free port with a temporary copy of the seed: the TypeScript
 * sources under tsx (`server/main.ts`), or, given `compiledDir`, the compiled server `npm start`
 * runs (scripts/buildServer.ts; the end-to-end tests and the bench use that one).
 */
export async function startServer(
  opts: {
    env?: Record<string, string>;
    seedFile?: string;
    dataDir?: string;
    staticDir?: string;
    nodeArgs?: string[];
    /** Another checkout's server (the bench compares versions). */ serverRoot?: string;
    /** A first start on a large seed builds the database: minutes. */ startTimeoutMs?: number;
    /** A folder buildServer() wrote: its main.mjs runs with plain Node. */ compiledDir?: string;
  } = {},
): Promise<TestServer> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bo-api-'));
  const dbFile = path.join(dataDir, 'db.sqlite');
  // DATABASE_URL of the test run names the server the tests make their databases on
  // (tests/postgresSetup.ts), not one for every server: a server gets one only when asked.
  const { DATABASE_URL: _runDatabase, ...inherited } = process.env;
  const env: Record<string, string | undefined> = {
    ...inherited,
    PORT: '0',
    HOST: '127.0.0.1',
    DB_FILE: dbFile,
    DATA_DIR: dataDir,
    SEED_FILE: opts.seedFile ?? path.join(root, 'db.json'),
    STATIC_DIR: opts.staticDir ?? '',
    ...opts.env,
  };
  // TEST_DATABASE=postgres (a Vitest project of its own): the same test against PostgreSQL.
  const database =
    process.env.TEST_DATABASE === 'postgres' && !env.DATABASE_URL ? await (await import('./postgres')).serverDatabase(dataDir, env) : null;
  if (database) env.DATABASE_URL = database.url;
  // The server itself is the child (under tsx: tsx as a loader, not tsx's CLI, which would run it in a
  // grandchild): a SIGKILL must reach the process that writes, and stop() must leave no orphan.
  const serverRoot = opts.serverRoot ?? root;
  const entry = opts.compiledDir ? [path.join(opts.compiledDir, 'main.mjs')] : ['--import', 'tsx', path.join(serverRoot, 'server/main.ts')];
  const proc = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...entry], {
    cwd: serverRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), opts.startTimeoutMs ?? 30000);
    const onData = () => {
      const m = /READY (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout!.on('data', onData);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return {
    url,
    api: `${url}/api`,
    dataDir,
    dbFile,
    onPostgres: Boolean(env.DATABASE_URL),
    proc,
    output: () => out,
    stop: async (signal = 'SIGTERM') => {
      await new Promise<void>((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill(signal);
      });
      await database?.release();
    },
  };
}
