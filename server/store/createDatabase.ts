import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Migration } from 'kysely';
import { fsyncDir } from './atomicFile';
import { UnreadableDatabaseError, type DbState } from './snapshot';
import { writeAuthDocument, type AuthDocument } from '../db/authTables';
import { migrateToLatest } from '../db/migrate';
import { optimizeSearchIndexes } from '../db/searchTables';
import { RecordWriter, type PersonText } from '../db/recordWriter';
import type { Rec } from '../db/rowCodec';
import { SqlRunner } from '../db/sqlRunner';
import { readTableShapes, type TableShape } from '../db/tableShape';

/** What a new database starts with: the seed's records, or an older install's records and auth state. */
export interface DatabaseContent {
  records: DbState;
  /** The auth state document of an older install (auth.json), written into the auth tables. */
  auth: string | null;
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

/** Writes records into migrated tables, their search text indexed at once (nothing is left pending). */
export function fillTables(db: Database.Database, shapes: ReadonlyMap<string, TableShape>, records: DbState, personText: PersonText): void {
  const run = new SqlRunner(db);
  for (const shape of shapes.values()) {
    const writer = new RecordWriter(run, shape, personText);
    for (const raw of records[shape.collection] ?? []) {
      const rec = raw as Rec;
      if (!Number.isSafeInteger(rec.id) || (rec.id as number) < 1) {
        throw new UnreadableDatabaseError(`Record ${JSON.stringify(rec.id)} of "${shape.collection}" has no positive whole-number id.`);
      }
      writer.insert(rec);
    }
  }
}

/**
 * Foreign keys are checked once the records are in (collections are filled in any order, so a
 * strike may come before its user): a seed or an import whose references point nowhere is
 * refused, naming the first ones.
 */
export function refuseBrokenReferences(db: Database.Database): void {
  const broken = db.pragma('foreign_key_check') as { table: string; rowid: number; parent: string }[];
  if (!broken.length) return;
  const first = broken
    .slice(0, 5)
    .map((b) => `${b.table} ${b.rowid} → ${b.parent}`)
    .join(', ');
  throw new UnreadableDatabaseError(`${broken.length} records refer to records that do not exist (${first}).`);
}

/**
 * Writes a new database file with `content`, then puts it in place: a crash while creating leaves
 * no database (the next start creates it again), never a half-filled one.
 */
export async function createDatabase(
  dbFile: string,
  collections: readonly string[],
  migrations: Record<string, Migration>,
  content: DatabaseContent,
  personText: PersonText,
): Promise<void> {
  // Each process builds its own file: two servers started at once on a missing database never
  // write into each other's; the first to finish puts its file in place, the other's is dropped.
  const tmp = `${dbFile}.creating-${process.pid}`;
  for (const f of [tmp, `${tmp}-wal`, `${tmp}-shm`, `${tmp}-journal`]) fs.rmSync(f, { force: true });
  const db = new Database(tmp);
  try {
    // Nothing to protect until the file is renamed into place.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    // Checked once every record is in (refuseBrokenReferences); better-sqlite3 turns them on by default.
    db.pragma('foreign_keys = OFF');
    await migrateToLatest(db, migrations);
    const shapes = readTableShapes(db, collections);
    db.transaction(() => {
      fillTables(db, shapes, content.records, personText);
      if (content.auth) writeAuthDocument(new SqlRunner(db), JSON.parse(content.auth) as AuthDocument);
    })();
    refuseBrokenReferences(db);
    optimizeSearchIndexes(new SqlRunner(db), shapes.values());
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
