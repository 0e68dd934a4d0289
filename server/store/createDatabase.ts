import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { fsyncDir } from './atomicFile';
import { createTableSql, type TableDef } from './tables';
import { RecordRows, type PersonText } from './recordRows';
import { UnreadableDatabaseError, type DbState } from './snapshot';
import type { Rec } from './sortKey';

/** What a new database starts with: the seed's records, or an older install's records and auth state. */
export interface DatabaseContent {
  records: DbState;
  /** The auth state document (auth/authState.ts), when one is imported. */
  auth: string | null;
}

/** Bumped when what the search index holds changes, so every table is rebuilt once. */
const SEARCH_FORMAT = 1;

/** What a table's definition is, so a changed schema is noticed at start-up. */
export function schemaFingerprint(def: TableDef): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([SEARCH_FORMAT, createTableSql(def)]))
    .digest('hex')
    .slice(0, 16);
}

const HEADER = Buffer.from('SQLite format 3\0', 'latin1');

/** A SQLite file starts with its magic header; an empty or JSON file does not. */
export function isSqliteFile(file: string): boolean {
  const fd = fs.openSync(file, 'r');
  try {
    const buf = Buffer.alloc(HEADER.length);
    return fs.readSync(fd, buf, 0, buf.length, 0) === buf.length && buf.equals(HEADER);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes a new database file with `content`, then puts it in place: a crash while creating leaves
 * no database (the next start creates it again), never a half-filled one.
 */
export function createDatabase(dbFile: string, defs: readonly TableDef[], content: DatabaseContent, personText: PersonText): void {
  // Each process builds its own file: two servers started at once on a missing database never
  // write into each other's; the first to finish puts its file in place, the other's is dropped.
  const tmp = `${dbFile}.creating-${process.pid}`;
  for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`, `${tmp}-journal`]) fs.rmSync(f, { force: true });
  const db = new Database(tmp);
  try {
    // Nothing to protect until the file is renamed into place.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.exec(`CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
    db.exec(`CREATE TABLE auth_state (id INTEGER PRIMARY KEY CHECK (id = 1), doc TEXT NOT NULL)`);
    const setMeta = db.prepare(`INSERT INTO meta(key, value) VALUES (?, ?)`);
    db.transaction(() => {
      setMeta.run('format', '1');
      for (const def of defs) {
        const sql = createTableSql(def);
        sql.tables.forEach((t) => db.exec(t));
        if (sql.items) db.exec(sql.items);
        db.exec(sql.fts);
        db.exec(sql.pending);
        const statements = new Map<string, Database.Statement>();
        const prepare = (text: string) => statements.get(text) ?? statements.set(text, db.prepare(text)).get(text)!;
        const rows = new RecordRows(prepare, def, personText);
        for (const raw of content.records[def.collection] ?? []) {
          const rec = raw as Rec;
          if (!Number.isSafeInteger(rec.id) || (rec.id as number) < 1) {
            throw new UnreadableDatabaseError(`Record ${JSON.stringify(rec.id)} of "${def.collection}" has no positive whole-number id.`);
          }
          rows.insert(rec);
        }
        // Indexes after the rows: one sort each instead of a b-tree insert per row and index.
        for (const index of sql.indexes) db.exec(index);
        sql.ftsConfig.forEach((c) => db.exec(c));
        setMeta.run(`schema:${def.table}`, schemaFingerprint(def));
      }
      if (content.auth) db.prepare(`INSERT INTO auth_state(id, doc) VALUES (1, ?)`).run(content.auth);
    })();
    // Statistics for the query planner (which index serves a filter with a sort), sampled: fast at any size.
    db.pragma('analysis_limit = 1000');
    db.exec('ANALYZE');
    db.pragma('journal_mode = WAL');
  } finally {
    db.close();
  }
  const fd = fs.openSync(tmp, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    // A hard link, unlike a rename, never replaces a database another process already put there.
    fs.linkSync(tmp, dbFile);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  fsyncDir(path.dirname(dbFile));
}
