import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Store, SqliteStore } from '../store/store';
import { TOY_COLLECTIONS, TOY_MIGRATIONS } from '../store/fixtures/toySchema';
import { Sessions } from './sessions';
import { loadAuthSettings } from './settings';

const MINUTE = 60_000;
const T0 = Date.parse('2026-11-27T10:00:00.000Z');

let dir: string;
let store: Store;
/** Another connection to the file: its `data_version` moves whenever the store commits a write. */
let watcher: Database.Database;
let clock: number;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sessions-'));
  fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify({ users: [], orders: [] }));
  store = await SqliteStore.open({
    dbFile: path.join(dir, 'db.sqlite'),
    seedFile: path.join(dir, 'seed.json'),
    collections: TOY_COLLECTIONS,
    migrations: TOY_MIGRATIONS,
  });
  watcher = new Database(path.join(dir, 'db.sqlite'), { readonly: true });
  clock = T0;
});

afterEach(async () => {
  watcher.close();
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** What a request's guards make of a token: requireSession's lookup, then settle. */
const resolve = async (sessions: Sessions, token: string) => sessions.settle(await sessions.lookup(token));
const version = () => watcher.pragma('data_version', { simple: true }) as number;
const sessionsWith = (env: NodeJS.ProcessEnv = {}) =>
  new Sessions(
    store,
    loadAuthSettings(env),
    () => {},
    () => clock,
  );

describe('a session read per request', () => {
  it('writes "last seen" only once it is a minute old, and never back', async () => {
    const sessions = sessionsWith();
    const { token, session } = await sessions.create(1, '203.0.113.1', 'test');
    const before = version();
    clock = T0 + 59_000;
    expect(await resolve(sessions, token)).toEqual({ session });
    await sessions.flush();
    expect(version(), 'a request within the minute writes nothing').toBe(before);

    clock = T0 + MINUTE;
    await resolve(sessions, token);
    await sessions.flush();
    expect(version()).not.toBe(before);
    expect((await store.signInTables.sessions.byTokenHash(session.tokenHash))?.lastSeenAt).toBe(new Date(T0 + MINUTE).toISOString());
    // A request that read the row before that write, and writes after it, leaves the later time.
    await store.signInTables.sessions.touch(session.id, new Date(T0 + 30_000).toISOString());
    expect((await store.signInTables.sessions.byTokenHash(session.tokenHash))?.lastSeenAt).toBe(new Date(T0 + MINUTE).toISOString());
  });

  it('stays live while used, however long, within the idle timeout of the last write', async () => {
    const sessions = sessionsWith();
    const { token } = await sessions.create(1, '203.0.113.1', 'test');
    // A request every 29 minutes: the writes a minute apart keep it from ever looking idle.
    for (let i = 1; i <= 10; i++) {
      clock = T0 + i * 29 * MINUTE;
      expect(await resolve(sessions, token), `request ${i}`).toHaveProperty('session');
      await sessions.flush();
    }
    clock += 31 * MINUTE;
    expect(await resolve(sessions, token)).toEqual({ expired: true });
    expect(await resolve(sessions, token)).toBeNull();
  });

  it('looks a session up without writing: an ended one is deleted only once settled', async () => {
    const sessions = sessionsWith();
    const { token, session } = await sessions.create(1, '203.0.113.1', 'test');
    const before = version();
    clock = T0 + 13 * 60 * MINUTE;
    const looked = await sessions.lookup(token);
    expect(looked).toEqual(session);
    await sessions.flush();
    expect(version(), 'a lookup (a request whose address may yet be refused) writes nothing').toBe(before);
    expect(await sessions.settle(looked)).toEqual({ expired: true });
    expect(await sessions.lookup(token)).toBeUndefined();
  });

  it('writes more often under a short idle timeout (SESSION_IDLE_MINUTES), a thirtieth of it', async () => {
    const sessions = sessionsWith({ SESSION_IDLE_MINUTES: '3' });
    const { token, session } = await sessions.create(1, '203.0.113.1', 'test');
    clock = T0 + 6_000;
    await resolve(sessions, token);
    await sessions.flush();
    expect((await store.signInTables.sessions.byTokenHash(session.tokenHash))?.lastSeenAt).toBe(new Date(T0 + 6_000).toISOString());
  });
});
