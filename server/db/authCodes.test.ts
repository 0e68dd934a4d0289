import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as authTables from './migrations/0002_auth_tables';
import * as sharedSignInState from './migrations/0004_shared_sign_in_state';
import { migrateToLatest } from './migrate';
import { CodeRows } from './authCodes';
import { SqliteConnection, SqlRunner } from './sqlRunner';
import type { StoredCode } from '../auth/authRecords';

let dir: string;
let db: Database.Database;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-codes-'));
  db = new Database(path.join(dir, 'db.sqlite'));
});

afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The rows through the store's way in, on one connection (no other transaction to join). */
function codeRows(): CodeRows {
  const run = new SqliteConnection(new SqlRunner(db));
  return new CodeRows({ runner: () => run, write: async (fn) => fn(run) });
}

const real: StoredCode = {
  id: 'real-1',
  adminId: 3,
  purpose: 'change_password',
  to: 'support@example.com',
  limitKey: 'email:support@example.com',
  codeHash: 'h1',
  createdAt: '2026-11-27T10:00:00.000Z',
  sentAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-11-27T10:10:00.000Z',
  wrongTries: 0,
  data: { passwordHash: '$2b$10$x' },
  decoy: false,
};

const decoy: StoredCode = {
  id: 'decoy-1',
  adminId: null,
  purpose: 'password_reset',
  to: '',
  limitKey: 'email:nobody@example.com',
  codeHash: 'h2',
  createdAt: '2026-11-27T10:00:00.000Z',
  sentAt: '2026-11-27T10:00:00.000Z',
  expiresAt: '2026-11-27T10:10:00.000Z',
  wrongTries: 0,
  decoy: true,
};

describe('migration 0004', () => {
  it('keeps the codes of a database made before it, as real codes, and drops the save counter', async () => {
    await migrateToLatest(db, { '0002_auth_tables': authTables });
    db.prepare(
      `INSERT INTO auth_codes (id, adminId, purpose, "to", codeHash, createdAt, sentAt, expiresAt, wrongTries) VALUES ('old', 1, 'sign_in', 'a@example.com', 'h', '', '', '2026-11-27T10:10:00.000Z', 2)`,
    ).run();
    await migrateToLatest(db, { '0002_auth_tables': authTables, '0004_shared_sign_in_state': sharedSignInState });
    expect(await codeRows().byId('old')).toEqual({
      id: 'old',
      adminId: 1,
      purpose: 'sign_in',
      to: 'a@example.com',
      codeHash: 'h',
      createdAt: '',
      sentAt: '',
      expiresAt: '2026-11-27T10:10:00.000Z',
      wrongTries: 2,
      decoy: false,
    });
    expect(db.prepare(`SELECT name FROM sqlite_master WHERE name = 'auth_saves'`).get()).toBeUndefined();
  });
});

describe('auth_codes', () => {
  beforeEach(async () => {
    await migrateToLatest(db, { '0002_auth_tables': authTables, '0004_shared_sign_in_state': sharedSignInState });
  });

  it('holds real codes and decoys alike, each read back as written', async () => {
    const rows = codeRows();
    await rows.insert(real);
    await rows.insert(decoy);
    expect(await rows.byId('real-1')).toEqual(real);
    expect(await rows.byId('decoy-1')).toEqual(decoy);
    expect(await rows.ofSlot('email:nobody@example.com', 'password_reset')).toEqual([decoy]);
    expect(await rows.ofAdmin(3, 'change_password')).toEqual([real]);
  });

  it('replaces the code of an identifier and purpose, decoy or real, and drops the expired ones', async () => {
    const rows = codeRows();
    await rows.insert(real);
    await rows.insert(decoy);
    await rows.insert({ ...real, id: 'legacy', limitKey: undefined, purpose: 'change_password' });
    await rows.removeSlot('email:nobody@example.com', 'password_reset', undefined);
    expect(await rows.byId('decoy-1')).toBeUndefined();
    // A code from before codes had a key goes with its admin's.
    await rows.removeSlot('email:other@example.com', 'change_password', 3);
    expect(await rows.byId('legacy')).toBeUndefined();
    expect(await rows.byId('real-1')).toEqual(real);
    await rows.removeExpired('2026-11-27T10:10:00.000Z');
    expect(await rows.byId('real-1')).toBeUndefined();
  });
});
