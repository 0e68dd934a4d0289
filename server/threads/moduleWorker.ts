import path from 'node:path';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * True in the compiled server (`npm start`: scripts/buildServer.ts bundles every module into one
 * `.mjs` file per entry), false when the TypeScript sources run under tsx (`npm run dev`, tests).
 */
const COMPILED = import.meta.url.endsWith('.mjs');

/**
 * A thread running one of the server's worker modules, named by its TypeScript source
 * (`new URL('./readWorker.ts', import.meta.url)`). Compiled, each worker module is a bundle of its
 * own beside the server's, named after its source; under tsx the thread first registers tsx
 * (tsWorker.mjs), since worker threads do not inherit the loader the server runs under.
 */
export function startModuleWorker(entry: URL, options: WorkerOptions & { workerData?: Record<string, unknown> } = {}): Worker {
  if (COMPILED) return new Worker(new URL(`./${path.basename(entry.pathname, '.ts')}.mjs`, import.meta.url), options);
  return new Worker(new URL('./tsWorker.mjs', import.meta.url), { ...options, workerData: { ...options.workerData, entry: entry.href } });
}
