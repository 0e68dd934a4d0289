import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type TestServer } from '../helpers/server';

const root = path.resolve(import.meta.dirname, '../..');
/**
 * Each run builds into its own folder (parallel runs never share one); set E2E_BUILD_DIR
 * and E2E_REUSE_BUILD=1 to reuse a build while only tests change.
 */
const buildRoot = process.env.E2E_BUILD_DIR ? path.resolve(root, process.env.E2E_BUILD_DIR) : path.join(root, 'tests/.tmp', `build-${process.pid}`);
const BUILDS = { 'json-server': path.join(buildRoot, 'json-server'), 'simple-rest': path.join(buildRoot, 'simple-rest') } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    servers: Record<'json-server' | 'simple-rest', { url: string; dataDir: string }>;
  }
}

function build(dialect: keyof typeof BUILDS): void {
  const outDir = BUILDS[dialect];
  if (process.env.E2E_REUSE_BUILD === '1' && fs.existsSync(path.join(outDir, 'index.html'))) return;
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    // Vitest sets NODE_ENV=test: left as is, Vite would bundle React's development build.
    env: { ...process.env, NODE_ENV: 'production', VITE_DATA_PROVIDER: dialect },
    stdio: 'inherit',
  });
}

/** Builds the app once per provider dialect and serves each from its own server and temporary database. */
export default async function setup(project: TestProject) {
  build('json-server');
  build('simple-rest');
  const servers: TestServer[] = [];
  for (const dialect of ['json-server', 'simple-rest'] as const) {
    servers.push(await startServer({ staticDir: BUILDS[dialect] }));
  }
  project.provide('servers', {
    'json-server': { url: servers[0].url, dataDir: servers[0].dataDir },
    'simple-rest': { url: servers[1].url, dataDir: servers[1].dataDir },
  });
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const s of servers) fs.rmSync(s.dataDir, { recursive: true, force: true });
    if (!process.env.E2E_BUILD_DIR) fs.rmSync(buildRoot, { recursive: true, force: true });
  };
}
