import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { type Transaction, type Store, SqliteStore } from '../store/store';
import { TOY_COLLECTIONS, TOY_MIGRATIONS } from '../store/fixtures/toySchema';
import { DEFAULT_IDEMPOTENCY_LIMITS, IdempotencyKeys, type IdempotencyLimits } from './idempotency';

let dir: string;
const stores: Store[] = [];

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'command-keys-'));
  fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify({ users: [] }));
});
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A store on the test's database file: a second one on the same file is another process's view of it. */
async function openStore(): Promise<Store> {
  const store = await SqliteStore.open({
    dbFile: path.join(dir, 'db.sqlite'),
    seedFile: path.join(dir, 'seed.json'),
    collections: TOY_COLLECTIONS,
    migrations: TOY_MIGRATIONS,
  });
  stores.push(store);
  return store;
}

/**
 * A key table over a fresh store, with a clock the test moves; work that counts how often it ran
 * and writes a user, so that what a command wrote can be checked beside its key.
 */
async function setup(limits: Partial<IdempotencyLimits> = {}) {
  let now = 0;
  const clock = () => now;
  const store = await openStore();
  const keys = new IdempotencyKeys(store, { ...DEFAULT_IDEMPOTENCY_LIMITS, ...limits }, clock);
  let runs = 0;
  const work =
    (answer: unknown = { ok: 1 }) =>
    async (tx: Transaction) => {
      runs += 1;
      await tx.insert('users', { name: `run ${runs}` });
      return answer;
    };
  return { store, keys, clock, work, runs: () => runs, advance: (ms: number) => void (now += ms) };
}

/** The keys the table holds, as (adminId, key) pairs. */
function keptKeys(): string[] {
  const db = new Database(path.join(dir, 'db.sqlite'), { readonly: true });
  try {
    return (db.prepare('SELECT adminId, key FROM command_keys ORDER BY adminId, key').all() as { adminId: number; key: string }[]).map(
      (r) => `${r.adminId}:${r.key}`,
    );
  } finally {
    db.close();
  }
}

describe('IdempotencyKeys', () => {
  it('runs once per admin and key, and answers repeats with the first outcome', async () => {
    const { keys, work, runs } = await setup();
    const first = await keys.run(1, 'k', { body: 1 }, work({ id: 5 }));
    const again = await keys.run(1, 'k', { body: 1 }, work({ id: 6 }));
    expect(first).toEqual({ outcome: { ok: true, body: { id: 5 } }, replayed: false });
    expect(again).toEqual({ outcome: { ok: true, body: { id: 5 } }, replayed: true });
    await keys.run(2, 'k', { body: 1 }, work());
    expect(runs()).toBe(2);
  });

  it('refuses the key on another request with 422, whatever the order of its keys', async () => {
    const { keys, work } = await setup();
    await keys.run(1, 'k', { route: 'a', body: { x: 1, y: 2 } }, work());
    expect((await keys.run(1, 'k', { body: { y: 2, x: 1 }, route: 'a' }, work())).replayed).toBe(true);
    await expect(keys.run(1, 'k', { route: 'a', body: { x: 2, y: 2 } }, work())).rejects.toMatchObject({
      status: 422,
      code: 'app.errors.idempotency_key_reused',
    });
  });

  it('keeps a refusal, forgets a failure of the server (a retry runs again)', async () => {
    const { keys } = await setup();
    const refusal = new HttpError(409, 'No.', 'app.errors.conflict', { current: { id: 3 } });
    await keys.run(1, 'refused', {}, async () => Promise.reject(refusal));
    expect((await keys.run(1, 'refused', {}, async () => 'ran')).outcome).toEqual({ ok: false, error: refusal });
    await expect(keys.run(1, 'failed', {}, async () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect((await keys.run(1, 'failed', {}, async () => 'ran')).outcome).toEqual({ ok: true, body: 'ran' });
  });

  it('writes the key with the command: a refusal keeps its answer, not its writes; a failure keeps neither', async () => {
    const { store, keys } = await setup();
    const writeThen = (error: Error) => async (tx: Transaction) => {
      await tx.insert('users', { name: 'never' });
      throw error;
    };
    const refused = await keys.run(1, 'refused', {}, writeThen(new HttpError(400, 'Bad.')));
    expect(refused.outcome).toMatchObject({ ok: false, error: { status: 400, message: 'Bad.' } });
    await expect(keys.run(1, 'failed', {}, writeThen(new Error('disk full')))).rejects.toThrow('disk full');
    expect(await store.count('users')).toBe(0);
    expect(keptKeys()).toEqual(['1:refused']);
  });

  it('runs a command once when repeats arrive in parallel, a refused one too', async () => {
    const { store, keys, work, runs } = await setup();
    const answers = await Promise.all(Array.from({ length: 10 }, () => keys.run(1, 'k', {}, work({ id: 1 }))));
    expect(runs()).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await store.count('users')).toBe(1);

    let refusals = 0;
    const refuse = async () => {
      refusals += 1;
      throw new HttpError(409, 'Not now.', 'app.errors.transition');
    };
    // Each waits for the lock the first holds; the refusal is kept before any of them gets it.
    const refused = await Promise.all(Array.from({ length: 10 }, () => keys.run(1, 'r', {}, refuse)));
    expect(refusals).toBe(1);
    expect(refused.filter((a) => !a.replayed)).toHaveLength(1);
    for (const a of refused) expect(a.outcome).toMatchObject({ ok: false, error: { status: 409, code: 'app.errors.transition' } });
  });

  it('finds a key another process answered: its repeat is replayed, its reuse refused', async () => {
    const { keys, clock, work, runs } = await setup();
    const other = new IdempotencyKeys(await openStore(), DEFAULT_IDEMPOTENCY_LIMITS, clock);
    const first = await keys.run(1, 'k', { body: 1 }, work({ id: 5 }));
    expect(await other.run(1, 'k', { body: 1 }, work({ id: 6 }))).toEqual({ ...first, replayed: true });
    await expect(other.run(1, 'k', { body: 2 }, work())).rejects.toMatchObject({ status: 422 });
    expect(runs()).toBe(1);
  });

  it('forgets a key after its time', async () => {
    const { keys, work, runs, advance } = await setup({ ttlMs: 1000 });
    await keys.run(1, 'k', {}, work());
    advance(999);
    expect((await keys.run(1, 'k', {}, work())).replayed).toBe(true);
    advance(1);
    expect((await keys.run(1, 'k', {}, work())).replayed).toBe(false);
    expect(runs()).toBe(2);
  });

  it('sweeps expired keys of everyone as new ones are kept', async () => {
    const { keys, work, advance } = await setup({ ttlMs: 1000 });
    for (const admin of [1, 2, 3]) await keys.run(admin, 'old', {}, work());
    advance(2000);
    await keys.run(4, 'new', {}, work());
    expect(keptKeys()).toEqual(['4:new']);
  });

  it('holds at most its caps: an admin past their share loses their own oldest keys, not the others’', async () => {
    const { keys, work, advance } = await setup({ maxEntries: 5, maxEntriesPerAdmin: 3 });
    // Each a millisecond after the one before: oldest is first sent.
    const send = async (admin: number, key: string) => {
      advance(1);
      return keys.run(admin, key, {}, work());
    };
    await send(2, 'theirs');
    for (const k of ['a', 'b', 'c', 'd']) await send(1, k);
    expect(keptKeys()).toEqual(['1:b', '1:c', '1:d', '2:theirs']);
    expect((await send(2, 'theirs')).replayed).toBe(true);
    expect((await send(1, 'a')).replayed).toBe(false);
    expect(keptKeys()).toEqual(['1:a', '1:c', '1:d', '2:theirs']);
    // Past five in all, the oldest go whoever sent them: `theirs`, then admin 1's `c`.
    for (const admin of [3, 4, 5]) await send(admin, 'x');
    expect(keptKeys()).toEqual(['1:a', '1:d', '3:x', '4:x', '5:x']);
  });

  it('forgets the oldest answers past the characters kept', async () => {
    const { keys, work, advance } = await setup({ maxChars: 100 });
    const answer = { text: 'x'.repeat(30) }; // 41 characters, and the key's 1
    for (const k of ['a', 'b', 'c']) {
      advance(1);
      await keys.run(1, k, {}, work(answer));
    }
    expect(keptKeys()).toEqual(['1:b', '1:c']);
  });
});
