import type { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors';
import { startModuleWorker } from '../threads/moduleWorker';
import { ImportFileError } from '../../src/domain/listImport/importFile';
import type { Table } from '../../src/domain/listImport/parseImportFile';
import type { ParseAnswer, ParseRequest } from './parseWorker';

export interface FileParsingLimits {
  /** Files read at once, server-wide: each takes a core while it runs. */
  parallel: number;
  /** Files waiting for a free thread; one more is refused with 503 and Retry-After. */
  waiting: number;
  /** A thread still reading after this long is stopped and the file refused. */
  timeoutMs: number;
  /** A thread's JavaScript heap; a thread that needs more is stopped and the file refused. */
  memoryMb: number;
}

/**
 * The server has two cores to share with every other request; a file within the limits of
 * src/domain (5 MB, 20 000 rows, 50 MB unzipped) is read in a second or two and well under
 * 256 MB, so these bounds only stop what those limits cannot see coming.
 */
export const FILE_PARSING_LIMITS: FileParsingLimits = { parallel: 2, waiting: 4, timeoutMs: 20_000, memoryMb: 256 };

/** What a refused caller is told to wait: a typical file is read in a second or two. */
const BUSY_RETRY_SECONDS = 5;

const ENTRY = new URL('./parseWorker.ts', import.meta.url);

function tooSlow(timeoutMs: number): ImportFileError {
  const seconds = timeoutMs / 1000;
  return new ImportFileError('too_slow', `Reading the file took longer than ${seconds} seconds.`, { seconds });
}

function tooMuchMemory(mb: number): ImportFileError {
  return new ImportFileError('too_much_memory', `Reading the file needed more than ${mb} MB of memory.`, { mb });
}

/** A thread left without a file this long is stopped: the server gives its memory back between imports. */
const IDLE_MS = 60_000;

interface Reader {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Parses uploaded list files (parseImportFile, the parser the browser's preview uses) on worker
 * threads, so a large or hostile file never holds the event loop: the request that imports it
 * waits, every other request is answered. A thread that answered reads the next file (a new
 * thread per file cost half a second and 40 MB that the process kept); one stopped over its time
 * or memory is never reused, and an idle one is stopped after a minute.
 */
export class FileParsing {
  private running = 0;
  private readonly queue: (() => void)[] = [];
  private readonly idle: Reader[] = [];

  constructor(private readonly limits: FileParsingLimits = FILE_PARSING_LIMITS) {}

  /** The file's table, or an ImportFileError naming the limit it passed; 503 when too many files wait. */
  async parse(fileName: string, bytes: Uint8Array): Promise<Table> {
    await this.turn();
    try {
      return await this.read({ fileName, bytes });
    } finally {
      this.next();
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.limits.parallel) {
      this.running++;
      return Promise.resolve();
    }
    if (this.queue.length >= this.limits.waiting) {
      const message = 'Other files are being read right now; try again in a few seconds.';
      return Promise.reject(new HttpError(503, message, 'app.administration.list_import.errors.busy', { retryAfter: BUSY_RETRY_SECONDS }));
    }
    return new Promise((resolve) => this.queue.push(resolve));
  }

  /** Hands the turn to the first waiting file, or frees it. */
  private next(): void {
    const waiting = this.queue.shift();
    if (waiting) waiting();
    else this.running--;
  }

  private reader(): Reader {
    const reused = this.idle.pop();
    if (reused) {
      clearTimeout(reused.idleTimer);
      return reused;
    }
    const worker = startModuleWorker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: this.limits.memoryMb } });
    // An idle thread does not keep a stopping server alive.
    worker.unref();
    return { worker };
  }

  private rest(reader: Reader): void {
    reader.idleTimer = setTimeout(() => {
      this.idle.splice(this.idle.indexOf(reader), 1);
      void reader.worker.terminate();
    }, IDLE_MS);
    reader.idleTimer.unref();
    this.idle.push(reader);
  }

  private read(request: ParseRequest): Promise<Table> {
    const { timeoutMs, memoryMb } = this.limits;
    const reader = this.reader();
    const { worker } = reader;
    return new Promise<Table>((resolve, reject) => {
      const settle = (outcome: () => void, reusable: boolean) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (reusable) this.rest(reader);
        else void worker.terminate();
        outcome();
      };
      const onMessage = (message: ParseAnswer) =>
        settle(
          () =>
            'table' in message
              ? resolve(message.table)
              : reject(new ImportFileError(message.refusal.code, message.refusal.message, message.refusal.detail)),
          true,
        );
      const onError = (e: Error & { code?: string }) =>
        settle(() => reject(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchMemory(memoryMb) : e), false);
      const onExit = (code: number) =>
        settle(() => reject(new Error(`The file reader stopped (exit code ${code}) before answering.`)), false);
      // The time counts from the request, so a new thread's start (a few hundred ms) is in it.
      const timer = setTimeout(() => settle(() => reject(tooSlow(timeoutMs)), false), timeoutMs);
      worker.on('message', onMessage);
      worker.once('error', onError);
      worker.once('exit', onExit);
      worker.postMessage(request);
    });
  }
}
