import Database from 'better-sqlite3';
import { COLLECTIONS } from '../../src/domain/collections';
import { AUTH_TABLES } from '../../server/db/authTables';
import { readTableShapes } from '../../server/db/tableShape';
import { StoreReader } from '../../server/store/storeReader';

function withReader<T>(dbFile: string, read: (reader: StoreReader, db: Database.Database) => T): T {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return read(new StoreReader(db, readTableShapes(db, COLLECTIONS)), db);
  } finally {
    db.close();
  }
}

/**
 * Reads a server's SQLite database the way json-server's format has it: every collection's
 * records, by name. Read-only; the server may be running.
 */
export function readCollections(dbFile: string): Record<string, Record<string, unknown>[]> {
  return withReader(dbFile, (reader) => {
    const out: Record<string, Record<string, unknown>[]> = {};
    for (const [name, records] of reader.export()) out[name] = [...records];
    return out;
  });
}

/** The auth tables' rows and every record's text, to prove secrets stay in the one place meant for them. */
export function readAuthAndRecordsText(dbFile: string): { auth: string; records: string } {
  return withReader(dbFile, (reader, db) => {
    const auth = AUTH_TABLES.map(({ name }) => JSON.stringify(db.prepare(`SELECT * FROM "${name}"`).all())).join('\n');
    const records = [...reader.export()].map(([, recs]) => [...recs].map((r) => JSON.stringify(r)).join('\n')).join('\n');
    return { auth, records };
  });
}
