import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { MIGRATIONS } from './migrations';
import { fromRow, rowJson, toRow } from './rowCodec';
import { readTableShapes } from './tableShape';
import { Store } from '../store/store';
import { COLLECTIONS } from '../../src/domain/collections';

let dir: string;
let db: Database.Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'row-codec-'));
  const store = await Store.open({ dbFile: path.join(dir, 'db.sqlite'), seedFile: path.resolve(import.meta.dirname, '../../db.json'), collections: COLLECTIONS, migrations: MIGRATIONS });
  await store.close();
  db = new Database(path.join(dir, 'db.sqlite'), { readonly: true });
});
afterAll(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the row codec', () => {
  it.each(COLLECTIONS)('%s: a row written as JSON is the record as JSON, and a record survives its row', (collection) => {
    const shape = readTableShapes(db, [collection]).get(collection)!;
    const rows = db.prepare(`SELECT * FROM "${shape.table}" ORDER BY id LIMIT 60`).all() as Record<string, unknown>[];
    for (const row of rows) {
      const rec = fromRow(shape, row);
      expect(rowJson(shape, row)).toBe(JSON.stringify(rec));
      expect(fromRow(shape, toRow(shape, rec))).toEqual(rec);
    }
  });
});
