import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, SERVER_INPUTS, SERVER_OUT_DIR } from './buildServer';

const root = path.resolve(import.meta.dirname, '..');
const APP_INPUTS = ['src', 'i18n', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, entry)));
  return max;
}

/** 'missing', 'stale' (older than one of its inputs) or null when `output` is current. */
function staleness(output: string, inputs: readonly string[]): 'missing' | 'stale' | null {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  if (!built) return 'missing';
  return Math.max(...inputs.map((p) => newestMtime(path.join(root, p)))) > built ? 'stale' : null;
}

/** Builds dist/ when it is missing or older than any of its inputs. */
export function buildIfStale(outDir = path.join(root, 'dist')): boolean {
  const state = staleness(path.join(outDir, 'index.html'), APP_INPUTS);
  if (!state) return false;
  console.log(state === 'stale' ? 'The app build is older than its sources: rebuilding…' : 'Building the app (first start)…');
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  return true;
}

/** Builds dist-server/ (the compiled server) when it is missing or older than any of its inputs. */
export async function buildServerIfStale(): Promise<boolean> {
  const state = staleness(path.join(SERVER_OUT_DIR, 'start.mjs'), SERVER_INPUTS);
  if (!state) return false;
  console.log(state === 'stale' ? 'The server build is older than its sources: rebuilding…' : 'Compiling the server (first start)…');
  await buildServer();
  return true;
}
