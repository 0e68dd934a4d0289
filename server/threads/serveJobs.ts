import { parentPort } from 'node:worker_threads';

/**
 * The worker side of a WorkerPool: answers each job with `handle`'s result (or its error's
 * message), one at a time, and says once that it is ready.
 */
export function serveJobs<J>(handle: (job: J) => unknown): void {
  const port = parentPort!;
  port.on('message', async ({ id, job }: { id: number; job: J }) => {
    try {
      port.postMessage({ id, ok: true, result: await handle(job) });
    } catch (e) {
      port.postMessage({ id, ok: false, error: (e as Error).message });
    }
  });
  port.postMessage({ ready: true });
}
