import fs from 'node:fs';
import path from 'node:path';
import { COLLECTIONS, type CollectionName } from '../../src/domain/collections';
import type { RecordSink } from './db';

const FLUSH_BYTES = 1 << 18;

/**
 * Writes db.json as json-server reads it — `{ "users": [ ... ], ... }` in COLLECTIONS order —
 * with one record per line, so diffs stay readable. Records arrive interleaved across
 * collections; each collection is spooled to its own temporary file in buffered chunks, then
 * the files are concatenated. Memory stays flat whatever the size, and the output file appears
 * complete or not at all (written aside, then renamed).
 */
export class DbFileWriter implements RecordSink {
  private readonly dir: string;
  private readonly spools = new Map<CollectionName, { fd: number; chunks: string[]; bytes: number; count: number }>();

  constructor(private readonly outFile: string) {
    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    this.dir = fs.mkdtempSync(path.join(path.dirname(path.resolve(outFile)), '.seed-'));
  }

  write(collection: CollectionName, json: string): void {
    let spool = this.spools.get(collection);
    if (!spool) {
      spool = { fd: fs.openSync(path.join(this.dir, collection), 'w'), chunks: [], bytes: 0, count: 0 };
      this.spools.set(collection, spool);
    }
    spool.chunks.push(json);
    spool.bytes += json.length;
    spool.count++;
    if (spool.bytes >= FLUSH_BYTES) this.flush(spool);
  }

  /** Appends the buffered records, comma-separated from those already in the spool file. */
  private flush(spool: { fd: number; chunks: string[]; bytes: number; count: number }): void {
    if (spool.chunks.length === 0) return;
    const written = spool.count - spool.chunks.length;
    fs.writeSync(spool.fd, (written > 0 ? ',\n' : '') + spool.chunks.join(',\n'));
    spool.chunks = [];
    spool.bytes = 0;
  }

  /** Assembles the final file and removes the spool files. Returns the record count per collection. */
  finish(): Record<string, number> {
    const partial = `${this.outFile}.partial`;
    const out = fs.openSync(partial, 'w');
    const counts: Record<string, number> = {};
    const buffer = Buffer.allocUnsafe(1 << 20);
    try {
      fs.writeSync(out, '{\n');
      COLLECTIONS.forEach((collection, index) => {
        const spool = this.spools.get(collection);
        counts[collection] = spool?.count ?? 0;
        fs.writeSync(out, `${JSON.stringify(collection)}: [${spool ? '\n' : ''}`);
        if (spool) {
          this.flush(spool);
          fs.closeSync(spool.fd);
          const file = path.join(this.dir, collection);
          const input = fs.openSync(file, 'r');
          for (let n = fs.readSync(input, buffer); n > 0; n = fs.readSync(input, buffer)) fs.writeSync(out, buffer, 0, n);
          fs.closeSync(input);
          fs.writeSync(out, '\n');
        }
        fs.writeSync(out, index === COLLECTIONS.length - 1 ? ']\n}\n' : '],\n');
      });
    } finally {
      fs.closeSync(out);
      fs.rmSync(this.dir, { recursive: true, force: true });
    }
    fs.renameSync(partial, this.outFile);
    return counts;
  }
}
