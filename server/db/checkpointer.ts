import { Worker } from 'node:worker_threads';

/** What the checkpointer needs of the store. */
export interface CheckpointedStore {
  readonly dbFile: string;
  /** Writes so far, all collections: nothing to fold while it has not moved. */
  totalWrites(): number;
  /** Whether the store's own connection folds the log when it grows (SQLite's default). */
  setAutoCheckpoint(on: boolean): void;
}

/**
 * SQLite folds the write-ahead log into the file when it reaches 1 000 pages, inside the commit
 * that crosses the line: at 100 000 users that held a request for hundreds of ms. While this
 * runs, the server's connection never does it; a worker thread's connection does (PASSIVE: it
 * never blocks a read or a write), every `everyMs` after writes. Started and stopped by the server.
 */
export class Checkpointer {
  private worker: Worker | null;
  private readonly timer: NodeJS.Timeout;
  private busy = false;
  /** Total writes when the last checkpoint was asked for. */
  private askedAt = 0;

  private constructor(
    private readonly store: CheckpointedStore,
    log: (msg: string) => void,
    everyMs: number,
  ) {
    store.setAutoCheckpoint(false);
    const worker = new Worker(new URL('./checkpointWorker.mjs', import.meta.url), { workerData: { dbFile: store.dbFile } });
    worker.unref();
    worker.on('message', (m: { ok: boolean; error?: string }) => {
      this.busy = false;
      if (!m.ok) log(`Checkpoint failed (the log is kept, nothing is lost): ${m.error}`);
    });
    worker.on('error', (e) => {
      log(`The checkpoint thread stopped (${e.message}); the server folds the log itself from now on.`);
      this.worker = null;
      store.setAutoCheckpoint(true);
    });
    this.worker = worker;
    this.timer = setInterval(() => this.tick(), everyMs);
    this.timer.unref();
  }

  static start(store: CheckpointedStore, log: (msg: string) => void, everyMs = 1000): Checkpointer {
    return new Checkpointer(store, log, everyMs);
  }

  private tick(): void {
    const written = this.store.totalWrites();
    if (!this.worker || this.busy || written === this.askedAt) return;
    this.askedAt = written;
    this.busy = true;
    this.worker.postMessage('checkpoint');
  }

  /** Stops the thread; the store's connection folds the log itself again (and at its close). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    const worker = this.worker;
    this.worker = null;
    if (worker) {
      const exited = new Promise((r) => worker.once('exit', r));
      worker.postMessage('close');
      await exited;
    }
    this.store.setAutoCheckpoint(true);
  }
}
