import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/buildServer';
import { startServer, type TestServer } from '../helpers/server';

const root = path.resolve(import.meta.dirname, '../..');
/**
 * Each run builds into its own folder (parallel runs never share one); set E2E_BUILD_DIR
 * and E2E_REUSE_BUILD=1 to reuse a build while only tests change.
 */
const buildRoot = process.env.E2E_BUILD_DIR
  ? path.resolve(root, process.env.E2E_BUILD_DIR)
  : path.join(root, 'tests/.tmp', `build-${process.pid}`);
const BUILDS = { 'json-server': path.join(buildRoot, 'json-server'), 'simple-rest': path.join(buildRoot, 'simple-rest') } as const;
/**
 * The compiled server, as `npm start` runs it: inside the project whatever E2E_BUILD_DIR says, so
 * the packages it leaves out of its bundle (better-sqlite3, json-server, express) resolve from
 * node_modules.
 */
const SERVER_BUILD = path.join(root, 'tests/.tmp', `server-${process.pid}`);

export type Dialect = 'json-server' | 'simple-rest';
export type ServerPair = Record<Dialect, { url: string; dataDir: string }>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** One pair of servers per worker (helpers/servers.ts picks the worker's own). */
    servers: ServerPair[];
  }
}

/** Test files run in this many workers, each against its own servers and data (vitest.e2e.config.ts). */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

function build(dialect: keyof typeof BUILDS): void {
  const outDir = BUILDS[dialect];
  if (process.env.E2E_REUSE_BUILD === '1' && fs.existsSync(path.join(outDir, 'index.html'))) return;
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      // Vitest sets NODE_ENV=test: left as is, Vite would bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production', VITE_DATA_PROVIDER: dialect },
      stdio: 'inherit',
    },
  );
}

/**
 * Builds the app once per provider dialect and the server once (compiled, as `npm start` runs
 * it), then starts one pair of servers (one per dialect,
 * each on its own temporary database) for every worker: files of one worker share their data,
 * as they did when every file ran in one process; the workers never see each other's writes.
 */
export default async function setup(project: TestProject) {
  build('json-server');
  build('simple-rest');
  await buildServer(SERVER_BUILD);
  const servers: TestServer[] = [];
  const pairs: ServerPair[] = [];
  for (let w = 0; w < E2E_WORKERS; w++) {
    const pair = {} as ServerPair;
    for (const dialect of ['json-server', 'simple-rest'] as const) {
      const server = await startServer({ staticDir: BUILDS[dialect], compiledDir: SERVER_BUILD });
      servers.push(server);
      pair[dialect] = { url: server.url, dataDir: server.dataDir };
    }
    pairs.push(pair);
  }
  project.provide('servers', pairs);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
    if (!process.env.E2E_BUILD_DIR) fs.rmSync(buildRoot, { recursive: true, force: true });
    fs.rmSync(SERVER_BUILD, { recursive: true, force: true });
  };
}
