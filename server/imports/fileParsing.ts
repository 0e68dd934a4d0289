import { Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors';
import { TS_WORKER, tsWorkerData } from '../threads/workerPool';
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

/**
 * Parses uploaded list files (parseImportFile, the parser the browser's preview uses) on worker
 * threads, so a large or hostile file never holds the event loop: the request that imports it
 * waits, every other request is answered. Each file gets a new thread, ended after its answer,
 * so what a file made the reader allocate is given back at once.
 */
export class FileParsing {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(private readonly limits: FileParsingLimits = FILE_PARSING_LIMITS) {}

  /** The file's table, or an ImportFileError naming the limit it passed; 503 when too many files wait. */
  async parse(fileName: string, bytes: Uint8Array): Promise<Table> {
    await this.turn();
    let run: { answer: Promise<Table>; exited: Promise<unknown> };
    try {
      run = this.start({ fileName, bytes });
    } catch (e) {
      this.next();
      throw e;
    }
    // The turn passes on once the thread has really stopped, not when its answer arrives.
    void run.exited.then(() => this.next());
    return run.answer;
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

  private start(request: ParseRequest): { answer: Promise<Table>; exited: Promise<unknown> } {
    const { timeoutMs, memoryMb } = this.limits;
    const worker = new Worker(TS_WORKER, { workerData: tsWorkerData(ENTRY, request), resourceLimits: { maxOldGenerationSizeMb: memoryMb } });
    const exited = new Promise((resolve) => worker.once('exit', resolve));
    const answer = new Promise<Table>((resolve, reject) => {
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
        void worker.terminate();
      };
      const timer = setTimeout(() => settle(() => reject(tooSlow(timeoutMs))), timeoutMs);
      worker.once('message', (message: ParseAnswer) =>
        settle(() => ('table' in message ? resolve(message.table) : reject(new ImportFileError(message.refusal.code, message.refusal.message, message.refusal.detail)))),
      );
      worker.once('error', (e: Error & { code?: string }) => settle(() => reject(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchMemory(memoryMb) : e)));
      worker.once('exit', (code) => settle(() => reject(new Error(`The file reader stopped (exit code ${code}) before answering.`))));
    });
    return { answer, exited };
  }
}
