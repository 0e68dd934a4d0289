import Database from 'better-sqlite3';

/**
 * Reads a server's SQLite database the way json-server's format has it: every collection's
 * records, by name (tables `d_<name>` hold one JSON document a row). Read-only; the server may be running.
 */
export function readCollections(dbFile: string): Record<string, Record<string, unknown>[]> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'd\\_%' ESCAPE '\\'`).all() as { name: string }[];
    const out: Record<string, Record<string, unknown>[]> = {};
    for (const { name } of tables) {
      const rows = db.prepare(`SELECT doc FROM "${name}" ORDER BY id`).all() as { doc: string }[];
      out[name.slice(2).replace(/_/g, '-')] = rows.map((r) => JSON.parse(r.doc) as Record<string, unknown>);
    }
    return out;
  } finally {
    db.close();
  }
}

/** The auth state document and every other table's text, to prove secrets stay in the one place meant for them. */
export function readAuthAndRecordsText(dbFile: string): { auth: string; records: string } {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    const auth = (db.prepare(`SELECT doc FROM auth_state WHERE id = 1`).get() as { doc: string } | undefined)?.doc ?? '';
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'd\\_%' ESCAPE '\\'`).all() as { name: string }[];
    const records = tables.map(({ name }) => (db.prepare(`SELECT group_concat(doc, '\n') AS t FROM "${name}"`).get() as { t: string | null }).t ?? '').join('\n');
    return { auth, records };
  } finally {
    db.close();
  }
}
