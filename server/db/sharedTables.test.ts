import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/helpers/postgres';
import { BlockedAddressRows } from './authBlockedAddresses';
import { CodeRows } from './authCodes';
import { CredentialRows } from './authCredentials';
import { TableFailures } from './authFailures';
import { SessionRows } from './authSessions';
import { CommandKeyTable, type KeptAnswer } from './commandKeys';
import { migratePostgresToLatest, migrateToLatest } from './migrate';
import { MIGRATIONS } from './migrations';
import { connectPostgres, postgresPool } from './postgres/connection';
import { PostgresConnection } from './postgres/postgresConnection';
import { SqliteConnection, SqlRunner, type SqlConnection } from './sqlRunner';
import type { StoreConnections } from './storeConnections';

/** One connection to a migrated database of each kind, and how to let it go. */
interface Opened {
  connection: SqlConnection;
  close(): Promise<void>;
}

async function openSqlite(): Promise<Opened> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-tables-'));
  const db = new Database(path.join(dir, 'db.sqlite'));
  await migrateToLatest(db, MIGRATIONS);
  return {
    connection: new SqliteConnection(new SqlRunner(db)),
    close: async () => {
      db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function openPostgres(): Promise<Opened> {
  const database: TestDatabase = await createTestDatabase('shared_tables');
  const kysely = connectPostgres({ url: database.url });
  await migratePostgresToLatest(kysely, MIGRATIONS);
  await kysely.destroy();
  const pool = postgresPool({ url: database.url, maxConnections: 2 });
  return {
    connection: new PostgresConnection(pool),
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

/**
 * The sign-in state's tables and the command keys are one set of classes over either database:
 * the same calls give the same answers on SQLite and on PostgreSQL.
 */
describe.each([
  ['SQLite', openSqlite],
  ['PostgreSQL', openPostgres],
])('the shared tables on %s', (_name, open) => {
  let opened: Opened;
  let tables: StoreConnections;
  beforeAll(async () => {
    opened = await open();
    tables = { runner: () => opened.connection, write: (fn) => fn(opened.connection) };
  });
  afterAll(() => opened?.close());

  it('keep sessions: found by token, last seen only forward, removed alone, by admin or when ended', async () => {
    const sessions = new SessionRows(tables);
    const session = {
      id: 's1',
      tokenHash: 'hash-1',
      adminId: 7,
      createdAt: '2026-11-28T10:00:00.000Z',
      lastSeenAt: '2026-11-28T10:00:00.000Z',
      expiresAt: '2026-11-28T22:00:00.000Z',
      ip: '127.0.0.1',
      userAgent: 'test',
    };
    await sessions.insert(session);
    await sessions.insert({ ...session, id: 's2', tokenHash: 'hash-2' });
    await sessions.insert({ ...session, id: 's3', tokenHash: 'hash-3', adminId: 8, lastSeenAt: '2026-11-28T09:00:00.000Z' });
    expect(await sessions.byTokenHash('hash-1')).toEqual(session);
    await sessions.touch('s1', '2026-11-28T10:05:00.123Z');
    await sessions.touch('s1', '2026-11-28T10:01:00.000Z');
    expect((await sessions.byTokenHash('hash-1'))?.lastSeenAt).toBe('2026-11-28T10:05:00.123Z');
    expect(await sessions.remove('s2', 8)).toBe(0);
    expect(await sessions.removeOfAdmin(7, 's1')).toBe(1);
    expect((await sessions.ofAdmin(7)).map((s) => s.id)).toEqual(['s1']);
    await sessions.removeEnded('2026-11-28T12:00:00.000Z', '2026-11-28T09:30:00.000Z');
    expect(await sessions.byTokenHash('hash-3')).toBeUndefined();
    expect(await sessions.remove('s1')).toBe(1);
  });

  it('keep codes, real and decoy alike, with their data', async () => {
    const codes = new CodeRows(tables);
    const code = {
      id: 'c1',
      adminId: 3,
      purpose: 'change_email' as const,
      to: 'new@example.com',
      limitKey: 'email:a@example.com',
      codeHash: 'h',
      createdAt: '2026-11-28T10:00:00.000Z',
      sentAt: '2026-11-28T10:00:00.000Z',
      expiresAt: '2026-11-28T10:10:00.000Z',
      wrongTries: 0,
      data: { newEmail: 'new@example.com', passwordHash: '$2b$10$x' },
      decoy: false as const,
    };
    await codes.insert(code);
    const { data: _data, ...decoy } = code;
    await codes.insert({ ...decoy, id: 'c2', adminId: null, decoy: true, createdAt: '2026-11-28T10:01:00.000Z' });
    expect(await codes.byId('c1')).toEqual(code);
    expect((await codes.ofSlot('email:a@example.com', 'change_email')).map((c) => [c.id, c.decoy])).toEqual([
      ['c2', true],
      ['c1', false],
    ]);
    await codes.setWrongTries('c1', 2);
    expect((await codes.byId('c1'))?.wrongTries).toBe(2);
    await codes.removeExpired('2026-11-28T10:10:00.000Z');
    expect(await codes.byId('c1')).toBeUndefined();
  });

  it('keep passwords, addresses blocked and failures counted', async () => {
    const credentials = new CredentialRows(tables);
    expect(await credentials.setIfNone(1, 'first', '2026-11-28T10:00:00.000Z')).toBe(true);
    expect(await credentials.setIfNone(1, 'second', '2026-11-28T10:00:00.000Z')).toBe(false);
    expect(await credentials.passwordHashOf(1)).toBe('first');
    await credentials.set(1, 'third', '2026-11-28T10:01:00.000Z');
    expect(await credentials.passwordHashOf(1)).toBe('third');

    const blocks = new BlockedAddressRows(tables);
    await blocks.insert({ ip: '10.0.0.2', blockedAt: '2026-11-28T10:00:00.000Z', byAdminId: 1 });
    await blocks.insert({ ip: '10.0.0.1', blockedAt: '2026-11-28T10:00:00.000Z', byAdminId: null });
    expect((await blocks.all()).map((b) => b.ip)).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(await blocks.find('10.0.0.1')).toEqual({ ip: '10.0.0.1', blockedAt: '2026-11-28T10:00:00.000Z', byAdminId: null });

    const failures = new TableFailures(tables);
    const first = await failures.add('sign_in', 'k', 1000);
    const second = await failures.add('sign_in', 'k', 2000);
    expect(second).toBeGreaterThan(first);
    await failures.add('sign_in', 'k', 3000);
    await failures.trim('sign_in', 'k', 2);
    expect(await failures.recent('sign_in', 'k', 0)).toEqual([
      { id: second, at: 2000 },
      { id: second + 1, at: 3000 },
    ]);
    await failures.prune('sign_in', 2000);
    expect((await failures.recent('sign_in', 'k', 0)).map((f) => f.at)).toEqual([3000]);
  });

  it('keep command answers byte for byte, forgetting the oldest past the caps', async () => {
    const keys = new CommandKeyTable(() => opened.connection);
    const answer = (key: string, at: string): KeptAnswer => ({
      adminId: 5,
      key,
      fingerprint: 'f',
      status: 200,
      // Not in the order jsonb would put its keys.
      answer: '{"zeta":1,"alpha":{"b":2,"a":[1,2]}}',
      createdAt: at,
      expiresAt: '2026-11-29T10:00:00.000Z',
    });
    const caps = { maxEntries: 10, maxEntriesPerAdmin: 2, maxChars: 10_000 };
    await keys.keep(answer('k1', '2026-11-28T10:00:00.000Z'), caps);
    await keys.keep({ ...answer('k2', '2026-11-28T10:00:01.000Z'), expiresAt: '2026-11-29T10:00:01.000Z' }, caps);
    await keys.keep({ ...answer('k3', '2026-11-28T10:00:02.000Z'), expiresAt: '2026-11-29T10:00:02.000Z' }, caps);
    expect(await keys.find(5, 'k1', '2026-11-28T11:00:00.000Z')).toBeUndefined();
    expect(await keys.find(5, 'k3', '2026-11-28T11:00:00.000Z')).toEqual({
      ...answer('k3', '2026-11-28T10:00:02.000Z'),
      expiresAt: '2026-11-29T10:00:02.000Z',
    });
    expect(await keys.find(5, 'k2', '2026-11-29T10:00:01.000Z')).toBeUndefined();
  });
});
