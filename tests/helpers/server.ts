import { createHash } from 'node:crypto';
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
 * What tests/testServers.ts gave this Vitest run; undefined elsewhere: outside Vitest (the bench,
 * a script) and in a global setup (the end-to-end servers), which has no test context to read.
 */
async function provided(key: 'compiledServer' | 'sqliteTemplates' | 'serverDataRoot'): Promise<string | undefined> {
  if (!process.env.VITEST) return undefined;
  const { inject } = await import('vitest');
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

/** The variables the server's first start reads to fill a new database (server/config.ts). */
const SEEDING = ['SEED_FILE', 'SEED_DATES', 'DEMO_PASSWORDS'] as const;

/**
 * The run's database seeded as `env` says (its seeding variables), built once and copied for each
 * server: building one from the seed costs 6 s of CPU and more under load, and the API tests
 * start over 60 servers. Only in a Vitest test (tests/testServers.ts); elsewhere each server
 * builds its own.
 */
async function seededTemplate(env: Record<string, string | undefined>, compiledDir: string | undefined): Promise<string | undefined> {
  const dir = await provided('sqliteTemplates');
  if (!dir) return undefined;
  const seeding = Object.fromEntries(SEEDING.filter((k) => env[k] !== undefined).map((k) => [k, env[k]!]));
  const key = createHash('sha256').update(JSON.stringify(seeding)).digest('hex').slice(0, 16);
  const template = path.join(dir, `${key}.sqlite`);
  if (fs.existsSync(template)) return template;
  // Built in a folder of its own and moved into place in one step: a server started meanwhile
  // builds its own, and one reading the template never sees half of it.
  const building = fs.mkdtempSync(path.join(dir, 'building-'));
  const server = await startServer({ env: seeding, dataDir: building, compiledDir });
  await server.stop();
  fs.renameSync(path.join(building, 'db.sqlite'), template);
  fs.rmSync(building, { recursive: true, force: true });
  return template;
}

/**
 * Starts a real server process on a free port with a temporary copy of the seed: the compiled
 * server `npm start` runs (scripts/buildServer.ts: `compiledDir`, or under Vitest the run's
 * build), else the TypeScript sources under tsx (`server/main.ts`, as `npm run dev`).
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
    /** A folder buildServer() wrote: its main.mjs runs with plain Node (under Vitest, the run's build by default). */
    compiledDir?: string;
    /** The TypeScript sources under tsx, as `npm run dev` runs them. */ fromSource?: boolean;
  } = {},
): Promise<TestServer> {
  const compiledDir = opts.compiledDir ?? (opts.serverRoot || opts.fromSource ? undefined : await provided('compiledServer'));
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join((await provided('serverDataRoot')) ?? os.tmpdir(), 'bo-api-'));
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
  // A new SQLite database is a copy of the run's seeded one (made by the first server that needs it).
  if (!opts.dataDir && !env.DATABASE_URL && !opts.serverRoot) {
    const template = await seededTemplate(env, compiledDir);
    if (template) fs.copyFileSync(template, dbFile);
  }
  // The server itself is the child (under tsx: tsx as a loader, not tsx's CLI, which would run it in a
  // grandchild): a SIGKILL must reach the process that writes, and stop() must leave no orphan.
  const serverRoot = opts.serverRoot ?? root;
  const entry = compiledDir ? [path.join(compiledDir, 'main.mjs')] : ['--import', 'tsx', path.join(serverRoot, 'server/main.ts')];
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
