import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../src/domain/collections';
import { personSearchText } from '../../../src/domain/people';
import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/postgres';
import { PostgresStore } from '../../store/postgresStore';
import { SqliteStore } from '../../store/store';
import type { Rec } from '../rowCodec';
import { MIGRATIONS } from '.';

/**
 * Migration 0007 (#39.12): a database whose search text was written before it (lower-cased only,
 * no phone digits, no name last-name-first) has every record's text rewritten when a store opens
 * it, on both dialects. The old text of one user stands in for an old database.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const seedFile = path.join(root, 'db.json');
const personText = (c: string, rec: Rec) => (c === 'users' ? personSearchText(rec as Parameters<typeof personSearchText>[0]) : null);
const OLD_PERSON = [
  'param',
  'talwar',
  'param talwar',
  'param creates',
  'param.talwar62',
  'param.talwar62@example.com',
  '+91 92134 84247',
].join('\u0001');
const MIGRATION = '0007_search_text_folded';
/** The migrations a database made before 0007 has run (later ones must come after it, in order). */
const BEFORE = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < MIGRATION));
const DIGITS = '9213484247';

describe('migration 0007 rewrites the search text', () => {
  let dir: string;
  let database: TestDatabase;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-folded-'));
    database = await createTestDatabase('search_folded');
  });
  afterAll(async () => {
    await database?.drop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('on SQLite', async () => {
    const dbFile = path.join(dir, 'db.sqlite');
    const open = (migrations: typeof MIGRATIONS) =>
      SqliteStore.open({ dbFile, seedFile, collections: COLLECTIONS, migrations, personText });
    await (await open(BEFORE)).close();
    const db = new Database(dbFile);
    db.prepare('UPDATE users_search SET person = ? WHERE rowid = 62').run(OLD_PERSON);
    db.close();
    const store = await open(MIGRATIONS);
    try {
      expect(await store.searchIds('users', DIGITS, 'person')).toEqual([62]);
    } finally {
      await store.close();
    }
  });

  it('on PostgreSQL', async () => {
    const open = (migrations: typeof MIGRATIONS) =>
      PostgresStore.open({ url: database.url, seedFile, collections: COLLECTIONS, migrations, personText });
    await (await open(BEFORE)).close();
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('UPDATE users_search SET person = $1 WHERE id = 62', [OLD_PERSON]);
    } finally {
      await client.end();
    }
    const store = await open(MIGRATIONS);
    try {
      expect(await store.searchIds('users', DIGITS, 'person')).toEqual([62]);
    } finally {
      await store.close();
    }
  });
});
