import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Where `npm start` runs the compiled server from (scripts/prepareStart.ts builds it when stale). */
export const SERVER_OUT_DIR = path.join(root, 'dist-server');

/** What the compiled server is made of: a change to any of these makes the build stale. */
export const SERVER_INPUTS = ['server', 'src/domain', 'i18n', 'package-lock.json'];

/** The worker modules, each bundled on its own (server/threads/moduleWorker.ts finds them by name). */
function workerEntries(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'fixtures') walk(p);
      } else if (/Worker\.(ts|mjs)$/.test(e.name) && !/^(tsWorker|moduleWorker)\./.test(e.name) && !e.name.includes('.test.'))
        found.push(p);
    }
  };
  walk(path.join(root, 'server'));
  const names = found.map((f) => path.basename(f).replace(/\.(ts|mjs)$/, ''));
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`Two worker modules are named ${twice}: their bundles would overwrite each other.`);
  return found;
}

/**
 * The server as plain JavaScript: one ES module per entry (server/start.ts for `npm start`,
 * server/main.ts for tests and the bench, each worker module), every package bundled in except
 * better-sqlite3 (native), json-server and express (json-server's middleware reads its own files
 * beside its sources). Bundled, the server starts without a TypeScript compiler and holds one
 * copy of each library instead of hundreds of modules: docs/performance.md has the figures.
 */
export async function buildServer(outDir = SERVER_OUT_DIR): Promise<void> {
  // The packages left out of the bundle resolve from the folders above it: node_modules must be one of them.
  if (path.relative(root, path.resolve(outDir)).startsWith('..')) {
    throw new Error(`The server is built inside the project (${root}), not in ${outDir}: its packages would not resolve there.`);
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'server/start.ts'), path.join(root, 'server/main.ts'), ...workerEntries()],
    outdir: outDir,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['better-sqlite3', 'json-server', 'express'],
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

// `npm run build` (after the app): tsx scripts/buildServer.ts
if (import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
