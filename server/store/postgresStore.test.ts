import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/domain/collections';
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/postgres';
import { MIGRATIONS } from '../db/migrations';
import { PostgresStore } from './postgresStore';

let database: TestDatabase;
let store: PostgresStore;

beforeAll(async () => {
  database = await createTestDatabase('postgres_store');
  store = await PostgresStore.open({
    url: database.url,
    seedFile: path.resolve(import.meta.dirname, '../../db.json'),
    collections: COLLECTIONS,
    migrations: MIGRATIONS,
  });
}, 60_000);
afterAll(async () => {
  await store?.close();
  await database?.drop();
});

it('never gives an id twice: not after a delete, nor after a restored record', async () => {
  const first = await store.transaction((tx) => tx.insert('languages', { name: 'First test language', code: 'qa' }));
  const second = await store.transaction((tx) => tx.insert('languages', { name: 'Second test language', code: 'qb' }));
  await store.transaction(async (tx) => {
    await tx.remove('languages', second.id);
    await tx.remove('languages', first.id);
  });
  // A revert puts the first back under its own id, below the ids given since.
  await store.transaction((tx) => tx.restore('languages', first));
  const third = await store.transaction((tx) => tx.insert('languages', { name: 'Third test language', code: 'qc' }));
  expect(third.id).toBe(Number(second.id) + 1);
});

it('fills a new database from the seed whatever the read budget: opening is not a request', async () => {
  const fresh = await createTestDatabase('postgres_store_budget');
  try {
    // 5 ms: each of the seed's inserts and its ANALYZE take longer; a statement of a request does not.
    const opened = await PostgresStore.open({
      url: fresh.url,
      seedFile: path.resolve(import.meta.dirname, '../../db.json'),
      collections: COLLECTIONS,
      migrations: MIGRATIONS,
      statementTimeoutMs: 5,
    });
    await opened.close();
  } finally {
    await fresh.drop();
  }
}, 60_000);
