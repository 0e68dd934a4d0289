import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS } from '../db/migrations';
import { HttpError } from '../http/errors';
import { type Store, SqliteStore } from './store';
import { COLLECTIONS } from '../../src/domain/collections';

/**
 * The schema's own guards, behind the domain's checks: a value two records may not share and a
 * reference the domain refuses to break answer as conflicts (409), never as a server error, and
 * change nothing.
 */
let dir: string;
let store: Store;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'constraints-'));
  store = await SqliteStore.open({
    dbFile: path.join(dir, 'db.sqlite'),
    seedFile: path.resolve(import.meta.dirname, '../../db.json'),
    collections: COLLECTIONS,
    migrations: MIGRATIONS,
  });
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function refusal(write: () => Promise<unknown>): Promise<HttpError> {
  try {
    await write();
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('the write was accepted');
}

describe('the schema’s constraints', () => {
  it('answers a username two users would share with 409 naming the field, and writes nothing', async () => {
    const [first, second] = await store.pick('users', ['id', 'username']);
    const e = await refusal(() => store.transaction((tx) => tx.update('users', second.id as number, { username: first.username })));
    expect([e.status, e.code, e.extra]).toEqual([
      409,
      'app.errors.duplicate',
      { field: 'username', errors: { username: 'app.errors.taken' } },
    ]);
    expect((await store.get('users', second.id as number))?.username).toBe(second.username);
  });

  it('answers the delete of a user other records refer to with 409, and keeps the user', async () => {
    const [order] = await store.pick('orders', ['customerId']);
    const e = await refusal(() => store.transaction((tx) => tx.remove('users', order.customerId as number)));
    expect([e.status, e.code]).toEqual([409, 'app.errors.reference_conflict']);
    expect(await store.get('users', order.customerId as number)).toBeDefined();
  });

  it('refuses a record that points at a user that does not exist', async () => {
    const [strike] = await store.all('strikes');
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = strike;
    const e = await refusal(() => store.transaction((tx) => tx.insert('strikes', { ...fields, userId: 999_999 })));
    expect(e.status).toBe(409);
  });
});
