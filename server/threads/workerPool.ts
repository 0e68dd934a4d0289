import type { ResourceLimits, Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors';
import { startModuleWorker } from './moduleWorker';

/** The pool could not answer within the request's budget: 503 with Retry-After. */
export class BusyError extends HttpError {
  constructor(retryAfter: number) {
    super(503, `The server is busy: try again in ${retryAfter} seconds.`, 'app.errors.busy', { retryAfter });
  }
}

export interface WorkerPoolOptions<J> {
  /** What the pool's workers do, for the log ("read", "password"). */
  name: string;
  /** The TypeScript module each worker runs (it calls serveJobs), as `startModuleWorker` takes it. */
  entry: URL;
  /** Given to each worker as its workerData (structured-cloned). */
  workerData: Record<string, unknown>;
  /** V8's limits for each worker (its young generation, say: what a burst of short-lived objects keeps). */
  resourceLimits?: ResourceLimits;
  /** Worker threads; 0 runs every job on the server's own thread. */
  size: number;
  /** From the job's arrival to its answer: past it the job is refused, and a worker still on it is replaced. */
  budgetMs: number;
  /** Jobs waiting for a worker at most; one more is refused at once. */
  maxQueue: number;
  /** The same job on the server's own thread: while no worker has started yet, or if none can start. */
  runHere: (job: J) => unknown;
  log: (msg: string) => void;
}

interface Task<J> {
  id: number;
  job: J;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  deadline: NodeJS.Timeout;
}

interface Slot<J> {
  worker: Worker;
  ready: boolean;
  task: Task<J> | null;
}

const OVERRUN_LOG_MS = 10_000;

/** Workers that fail to start this many times in a row: the pool stops trying and runs jobs on the server's thread. */
const MAX_START_FAILURES = 3;

/**
 * Worker threads for the work whose cost grows with its input (a search over every record, a
 * figure over every order, a password hash), so it never holds the request loop. Every job has
 * a time budget: one that waits or runs past it is refused (503 with Retry-After) and the worker
 * running it is replaced, so runaway jobs cannot pile up behind each other.
 */
export class WorkerPool<J extends { kind: string }> {
  private readonly slots: Slot<J>[] = [];
  private readonly queue: Task<J>[] = [];
  /** Workers terminated over budget that are still finishing a native call: they count against the size. */
  private draining = 0;
  private everReady = false;
  private startFailures = 0;
  private gaveUp = false;
  private closed = false;
  private nextId = 1;
  private overruns = 0;
  private overrunLoggedAt = -Infinity;

  constructor(private readonly opts: WorkerPoolOptions<J>) {
    for (let i = 0; i < opts.size; i++) this.spawn();
  }

  /** The job's result, typed by the caller (each job kind has its own). */
  run<R>(job: J): Promise<R> {
    // Before the first worker is up (a second or so after start) and if none can start, the
    // server does the job itself, as it did before the pool: slower for others, never wrong.
    if (this.opts.size === 0 || this.gaveUp || !this.everReady) {
      return new Promise((resolve) => resolve(this.opts.runHere(job) as R));
    }
    if (this.queue.length >= this.opts.maxQueue) return Promise.reject(this.busy());
    return new Promise((resolve, reject) => {
      const task: Task<J> = {
        id: this.nextId++,
        job,
        resolve: resolve as (v: unknown) => void,
        reject,
        deadline: setTimeout(() => this.overBudget(task), this.opts.budgetMs),
      };
      this.queue.push(task);
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) this.settle(task, new Error('The server is stopping.'));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.task) this.settle(slot.task, new Error('The server is stopping.'));
        return slot.worker.terminate();
      }),
    );
  }

  private busy(): BusyError {
    return new BusyError(Math.max(1, Math.ceil(this.opts.budgetMs / 1000)));
  }

  private spawn(): void {
    if (this.closed || this.gaveUp || this.slots.length + this.draining >= this.opts.size) return;
    const worker = startModuleWorker(this.opts.entry, { workerData: this.opts.workerData, resourceLimits: this.opts.resourceLimits });
    const slot: Slot<J> = { worker, ready: false, task: null };
    this.slots.push(slot);
    worker.on('message', (m: { ready?: true; id?: number; ok?: boolean; result?: unknown; error?: string }) => {
      if (m.ready) {
        slot.ready = true;
        this.everReady = true;
        this.startFailures = 0;
        return this.dispatch();
      }
      const task = slot.task;
      if (!task || task.id !== m.id) return;
      slot.task = null;
      this.settle(task, m.ok ? undefined : new Error(m.error), m.result);
      this.dispatch();
    });
    worker.on('error', (e) => this.lost(slot, e));
    worker.on('exit', (code) => this.lost(slot, new Error(`exit code ${code}`)));
  }

  /** A worker that crashed or exited on its own: its job fails, another takes its place. */
  private lost(slot: Slot<J>, error: Error): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    if (slot.task) this.settle(slot.task, error);
    if (this.closed) return;
    this.opts.log(`A ${this.opts.name} worker stopped (${error.message}); starting another.`);
    if (!slot.ready && ++this.startFailures >= MAX_START_FAILURES) {
      this.gaveUp = true;
      this.opts.log(`${this.opts.name} workers cannot start: their jobs run on the server thread.`);
      for (const task of this.queue.splice(0)) this.runHere(task);
      return;
    }
    this.spawn();
  }

  private runHere(task: Task<J>): void {
    try {
      this.settle(task, undefined, this.opts.runHere(task.job));
    } catch (e) {
      this.settle(task, e as Error);
    }
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!this.queue.length) return;
      if (!slot.ready || slot.task) continue;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.postMessage({ id: task.id, job: task.job });
    }
  }

  private overBudget(task: Task<J>): void {
    const queued = this.queue.indexOf(task);
    if (queued >= 0) this.queue.splice(queued, 1);
    const slot = this.slots.find((s) => s.task === task);
    this.settle(task, this.busy());
    if (!slot) return;
    // The worker may be inside one long native call (SQLite, say): it is let go (it ends when that call returns)
    // and counts against the pool's size until then, so threads over budget never pile up.
    this.slots.splice(this.slots.indexOf(slot), 1);
    this.draining++;
    slot.worker.removeAllListeners('exit');
    slot.worker.removeAllListeners('error');
    slot.worker.once('error', () => {});
    slot.worker.once('exit', () => {
      this.draining--;
      this.spawn();
    });
    void slot.worker.terminate();
    this.noteOverrun(task.job.kind);
  }

  /** One log line per overrun at most every OVERRUN_LOG_MS: a flood of costly requests must not flood the log too. */
  private noteOverrun(kind: string): void {
    this.overruns++;
    const now = Date.now();
    if (now - this.overrunLoggedAt < OVERRUN_LOG_MS) return;
    this.opts.log(
      `${this.overruns} ${this.opts.name} job(s) (the last: ${kind}) ran past the ${this.opts.budgetMs} ms budget since the last report: refused with 503, their workers replaced.`,
    );
    this.overruns = 0;
    this.overrunLoggedAt = now;
  }

  private settle(task: Task<J>, error: Error | undefined, result?: unknown): void {
    clearTimeout(task.deadline);
    if (error) task.reject(error);
    else task.resolve(result);
  }
}
