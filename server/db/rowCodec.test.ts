import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';
import { rowsJsonByIdsQuery } from './listSql';
import { fromRow, toRow } from './rowCodec';
import { readTableShapes } from './tableShape';
import { SqliteStore } from '../store/store';
import { COLLECTIONS } from '../../src/domain/collections';

let dir: string;
let db: Database.Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'row-codec-'));
  const store = await SqliteStore.open({
    dbFile: path.join(dir, 'db.sqlite'),
    seedFile: path.resolve(import.meta.dirname, '../../db.json'),
    collections: COLLECTIONS,
    migrations: MIGRATIONS,
  });
  await store.close();
  db = new Database(path.join(dir, 'db.sqlite'), { readonly: true });
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the row codec', () => {
  it.each(COLLECTIONS)('%s: the JSON SQLite writes of a row is the record as JSON, and a record survives its row', (collection) => {
    const shape = readTableShapes(db, [collection]).get(collection)!;
    const rows = db.prepare(`SELECT * FROM "${shape.table}" ORDER BY id LIMIT 60`).all() as Record<string, unknown>[];
    const query = rowsJsonByIdsQuery(
      shape,
      rows.map((r) => Number(r.id)),
    );
    const written = new Map((db.prepare(query.sql).all(...query.parameters) as { id: number; json: string }[]).map((r) => [r.id, r.json]));
    for (const row of rows) {
      const rec = fromRow(shape, row);
      expect(written.get(Number(row.id))).toBe(JSON.stringify(rec));
      // A generated column (commission-rates.rateSince) is read, never written: the row written leaves it out.
      const stored = Object.fromEntries(Object.entries(rec).filter(([name]) => !shape.columns.get(name)?.generated));
      expect(fromRow(shape, toRow(shape, rec))).toEqual(stored);
    }
  });

  it('writes booleans, integral and fractional reals, nested JSON and text as JSON.stringify does', () => {
    const shape = readTableShapes(db, ['orders']).get('orders')!;
    const real = [...shape.columns.values()].find((c) => c.type === 'real')!;
    const row = db.prepare(`SELECT * FROM orders ORDER BY id LIMIT 1`).get() as Record<string, unknown>;
    const scratch = new Database(':memory:');
    try {
      const columns = [...shape.columns.values()];
      // The table as the migrations made it (its column types decide what SQLite stores), alone.
      scratch.pragma('foreign_keys = OFF');
      scratch.exec((db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'orders'`).get() as { sql: string }).sql);
      const insert = scratch.prepare(`INSERT INTO orders VALUES (${columns.map(() => '?').join(', ')})`);
      const values = [5, 0.1 + 0.2, 12.5, 0, 123456789012.25];
      values.forEach((v, i) => insert.run(...columns.map((c) => (c.name === 'id' ? i + 1 : c.name === real.name ? v : row[c.name]))));
      const query = rowsJsonByIdsQuery(
        shape,
        values.map((_, i) => i + 1),
      );
      const written = scratch.prepare(query.sql).all(...query.parameters) as { id: number; json: string }[];
      const rows = scratch.prepare('SELECT * FROM orders ORDER BY id').all() as Record<string, unknown>[];
      expect(written.map((w) => w.json)).toEqual(rows.map((r) => JSON.stringify(fromRow(shape, r))));
    } finally {
      scratch.close();
    }
  });
});
