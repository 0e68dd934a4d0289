import { afterEach, describe, expect, it, vi } from 'vitest';
import { BusyError, WorkerPool } from './workerPool';
import type { SpinJob } from './fixtures/spinWorker';

const pools: WorkerPool<SpinJob>[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

function pool(opts: { size?: number; budgetMs?: number; maxQueue?: number } = {}) {
  const log = vi.fn();
  const p = new WorkerPool<SpinJob>({
    name: 'test',
    entry: new URL('./fixtures/spinWorker.ts', import.meta.url),
    workerData: {},
    size: opts.size ?? 1,
    budgetMs: opts.budgetMs ?? 10_000,
    maxQueue: opts.maxQueue ?? 8,
    runHere: (job) => (job.kind === 'echo' ? -job.value : 'here'),
    log,
  });
  pools.push(p);
  return { p, log };
}

/** The pool answers from its own thread until a worker is up: wait for an answer that came from one. */
async function untilWorkerReady(p: WorkerPool<SpinJob>): Promise<void> {
  await vi.waitFor(async () => expect(await p.run<number>({ kind: 'echo', value: 1 })).toBe(2), { timeout: 20_000, interval: 50 });
}

describe('WorkerPool', () => {
  it('runs a job on the server thread while no worker is up, then in a worker', async () => {
    const { p } = pool();
    expect(await p.run<number>({ kind: 'echo', value: 21 })).toBe(-21);
    await untilWorkerReady(p);
    expect(await p.run<number>({ kind: 'echo', value: 21 })).toBe(42);
  });

  it('passes a job’s error on, and goes on serving', async () => {
    const { p } = pool();
    await untilWorkerReady(p);
    await expect(p.run({ kind: 'fail' })).rejects.toThrow('refused by the worker');
    expect(await p.run<number>({ kind: 'echo', value: 5 })).toBe(10);
  });

  it('refuses a job past its budget with 503 and Retry-After, replaces the worker, and logs once', async () => {
    const { p, log } = pool({ budgetMs: 300 });
    await untilWorkerReady(p);
    const started = Date.now();
    const refused = await p.run({ kind: 'spin', ms: 5_000 }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(BusyError);
    expect(refused).toMatchObject({ status: 503, code: 'app.errors.busy', extra: { retryAfter: 1 } });
    // Answered at the budget, not when the runaway job would have ended.
    expect(Date.now() - started).toBeLessThan(4_000);
    await untilWorkerReady(p);
    await p.run({ kind: 'spin', ms: 2_000 }).catch(() => undefined);
    // The second overrun came within the reporting interval: counted, not logged again.
    expect(log.mock.calls.filter(([m]) => String(m).includes('budget'))).toHaveLength(1);
  });

  it('refuses at once when the queue is full', async () => {
    const { p } = pool({ maxQueue: 1 });
    await untilWorkerReady(p);
    const running = p.run({ kind: 'spin', ms: 300 });
    const waiting = p.run({ kind: 'echo', value: 2 });
    await expect(p.run({ kind: 'echo', value: 3 })).rejects.toBeInstanceOf(BusyError);
    expect(await running).toBe('done');
    expect(await waiting).toBe(4);
  });

  it('runs every job on the server thread with no workers', async () => {
    const { p } = pool({ size: 0 });
    expect(await p.run<number>({ kind: 'echo', value: 4 })).toBe(-4);
  });
});
