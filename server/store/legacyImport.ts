import fs from 'node:fs';
import path from 'node:path';
import { applyOps, loadSnapshot, type DbState, type JournalOp } from './snapshot';
import type { DatabaseContent } from './createDatabase';

/**
 * Reads an install from before the SQLite store: `db.json` (the snapshot), its journals
 * `db.json.journal.<n>` (one transaction a line) and `auth.json`. Imported once into the new
 * database; the files themselves are never changed or removed.
 */

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

/** A journal's transactions. Only the last line can be torn (a crash mid-append); it was never acknowledged. */
export function readJournal(file: string): JournalOp[][] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
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

/** The old install's content, or null when there is none to import. */
export function readLegacyInstall(jsonFile: string, authFile: string): DatabaseContent | null {
  if (!fs.existsSync(jsonFile)) return null;
  const records: DbState = loadSnapshot(jsonFile);
  const index = new Map<string, Map<string, number>>();
  for (const j of journalFiles(jsonFile)) for (const tx of readJournal(j.file)) applyOps(records, tx, index);
  let auth: string | null = null;
  if (fs.existsSync(authFile)) {
    auth = fs.readFileSync(authFile, 'utf8');
    try {
      JSON.parse(auth);
    } catch (e) {
      throw new Error(`Refusing to import: ${authFile} is not valid JSON (${(e as Error).message}).`);
    }
  }
  return { records, auth };
}
