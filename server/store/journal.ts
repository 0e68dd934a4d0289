import fs from 'node:fs';
import path from 'node:path';
import { fsyncDir } from './atomicFile';

/** One change: a whole record written, or a record deleted. Replaying either twice is harmless. */
export type JournalOp = { c: string; put: Record<string, unknown> } | { c: string; del: number | string };

interface Pending {
  line: string;
  resolve: () => void;
  reject: (e: Error) => void;
}

const JOURNAL_RE = /\.journal\.(\d+)$/;

export function journalFiles(dbFile: string): { file: string; gen: number }[] {
  const dir = path.dirname(dbFile);
  const base = path.basename(dbFile);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith(`${base}.journal.`) && JOURNAL_RE.test(f))
    .map((f) => ({ file: path.join(dir, f), gen: Number(JOURNAL_RE.exec(f)![1]) }))
    .sort((a, b) => a.gen - b.gen);
}

/** Reads a journal's transactions. Only the last line can be torn (a crash mid-append); it was never acknowledged. */
export function readJournal(file: string): JournalOp[][] {
  const text = fs.readFileSync(file, 'utf8');
  const lines = text.split('\n');
  const txs: JournalOp[][] = [];
  lines.forEach((line, i) => {
    if (!line.trim()) return;
    try {
      txs.push(JSON.parse(line) as JournalOp[]);
    } catch (e) {
      const isTail = lines.slice(i + 1).every((l) => !l.trim());
      if (!isTail) throw new Error(`Journal ${file} is corrupt at line ${i + 1}: ${(e as Error).message}`);
    }
  });
  return txs;
}

/**
 * Append-only journal with group commit: transactions that arrive while a flush is
 * under way are written and fsynced together, and each caller's promise resolves
 * only once its line is on disk. The event loop never waits for the disk.
 */
export class Journal {
  private fd: number;
  private pending: Pending[] = [];
  private flushing: Promise<void> | null = null;
  bytes = 0;
  entries = 0;

  constructor(
    readonly dbFile: string,
    public gen: number,
  ) {
    this.fd = fs.openSync(this.fileFor(gen), 'a');
    fsyncDir(path.dirname(dbFile));
  }

  fileFor(gen: number): string {
    return `${this.dbFile}.journal.${gen}`;
  }

  append(ops: JournalOp[]): Promise<void> {
    const line = `${JSON.stringify(ops)}\n`;
    return new Promise((resolve, reject) => {
      this.pending.push({ line, resolve, reject });
      if (!this.flushing) this.flushing = this.flushLoop();
    });
  }

  private async flushLoop(): Promise<void> {
    // Let transactions of the same tick join this batch.
    await new Promise((r) => setImmediate(r));
    while (this.pending.length) {
      const batch = this.pending;
      this.pending = [];
      const buf = Buffer.from(batch.map((p) => p.line).join(''), 'utf8');
      try {
        await writeAll(this.fd, buf);
        await new Promise<void>((res, rej) => fs.fdatasync(this.fd, (err) => (err ? rej(err) : res())));
        this.bytes += buf.length;
        this.entries += batch.length;
        batch.forEach((p) => p.resolve());
      } catch (e) {
        batch.forEach((p) => p.reject(e as Error));
      }
    }
    this.flushing = null;
  }

  /** Waits for every line appended so far to be on disk. */
  async drain(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  /** Starts a new journal file; returns the generation that was closed. */
  async rotate(): Promise<number> {
    await this.drain();
    const closed = this.gen;
    fs.closeSync(this.fd);
    this.gen += 1;
    this.fd = fs.openSync(this.fileFor(this.gen), 'a');
    fsyncDir(path.dirname(this.dbFile));
    this.bytes = 0;
    this.entries = 0;
    return closed;
  }

  async close(): Promise<void> {
    await this.drain();
    fs.closeSync(this.fd);
  }
}

function writeAll(fd: number, buf: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const step = (offset: number) => {
      fs.write(fd, buf, offset, buf.length - offset, null, (err, written) => {
        if (err) return reject(err);
        if (offset + written < buf.length) step(offset + written);
        else resolve();
      });
    };
    step(0);
  });
}
