import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SEED_NOW, seedShiftDays, shiftSeedDates } from './seedDates';
import { SqliteStore } from './store';
import { loadConfig } from '../config';
import { MIGRATIONS } from '../db/migrations';

const DAY = 86_400_000;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function seedFile(content: unknown): { dir: string; seed: string; db: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-dates-'));
  dirs.push(dir);
  const seed = path.join(dir, 'seed.json');
  fs.writeFileSync(seed, JSON.stringify(content));
  return { dir, seed, db: path.join(dir, 'db.sqlite') };
}

const SEED = {
  users: [{ id: 1, dateOfBirth: '1990-02-28', memberSince: '2026-10-30T23:59:59.500Z', bio: 'Joined 2026-10-30', version: 1 }],
  orders: [
    {
      id: 1,
      reference: 'ORD-2026-10-01',
      paymentDate: '2026-10-01T06:49:39.000Z',
      refundDate: null,
      statusHistory: [{ status: 'in_progress', at: '2026-10-02T08:00:00.000Z', note: 'Work started' }],
      version: 1,
    },
  ],
};

/**
 * SEED as records the real tables take: a user and an order of the project's seed (db.json) with
 * SEED's fields in place of theirs, the order placed by that user.
 */
function storedSeed() {
  const real = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../db.json'), 'utf8')) as Record<
    string,
    Record<string, unknown>[]
  >;
  return {
    users: [{ ...real.users[0], ...SEED.users[0] }],
    orders: [{ ...real.orders[0], customerId: 1, providerId: null, ...SEED.orders[0] }],
  };
}

function open(dbFile: string, seedFile: string, seedDates: 'relative' | 'as-written', now: () => Date) {
  return SqliteStore.open({ dbFile, seedFile, collections: ['users', 'orders'], migrations: MIGRATIONS, seedDates, now });
}

describe('seed dates', () => {
  it('counts whole UTC days from the seed’s day, whatever the time of day', () => {
    expect(seedShiftDays(new Date(SEED_NOW))).toBe(0);
    expect(seedShiftDays(new Date(SEED_NOW + DAY - 1))).toBe(0);
    expect(seedShiftDays(new Date(SEED_NOW + 24 * DAY + 5))).toBe(24);
    expect(seedShiftDays(new Date(SEED_NOW - 1))).toBe(-1);
  });

  it('moves instants and days, nested ones too, and leaves every other string and value alone', () => {
    const state = structuredClone(SEED) as unknown as Parameters<typeof shiftSeedDates>[0];
    shiftSeedDates(state, 31);
    expect(state.users[0]).toEqual({
      id: 1,
      dateOfBirth: '1990-03-31',
      memberSince: '2026-11-30T23:59:59.500Z',
      bio: 'Joined 2026-10-30',
      version: 1,
    });
    expect(state.orders[0]).toEqual({
      id: 1,
      reference: 'ORD-2026-10-01',
      paymentDate: '2026-11-01T06:49:39.000Z',
      refundDate: null,
      statusHistory: [{ status: 'in_progress', at: '2026-11-02T08:00:00.000Z', note: 'Work started' }],
      version: 1,
    });
  });

  it('creates a relative database as many days after the creation day as the seed was after its own day, and an as-written one unchanged', async () => {
    const stored = storedSeed();
    const { seed, db } = seedFile(stored);
    const now = new Date('2027-03-15T10:00:00.000Z');
    const relative = await open(db, seed, 'relative', () => now);
    expect((await relative.get('users', 1))?.memberSince).toBe('2027-03-13T23:59:59.500Z');
    expect((await relative.get('users', 1))?.dateOfBirth).toBe('1990-07-12');
    expect((await relative.get('users', 1))?.bio).toBe('Joined 2026-10-30');
    expect(((await relative.get('orders', 1))?.statusHistory as { at: string }[])[0].at).toBe('2027-02-13T08:00:00.000Z');
    expect((await relative.get('orders', 1))?.reference).toBe('ORD-2026-10-01');
    await relative.close();
    expect(fs.readFileSync(seed, 'utf8')).toBe(JSON.stringify(stored));

    fs.rmSync(db);
    const asWritten = await open(db, seed, 'as-written', () => now);
    expect({ users: await asWritten.all('users'), orders: await asWritten.all('orders') }).toEqual(stored);
    await asWritten.close();
  });

  it('is applied once, when the store creates the database, and never again on a later start', async () => {
    const { seed, db } = seedFile(storedSeed());
    const first = await open(db, seed, 'relative', () => new Date(SEED_NOW + 10 * DAY));
    expect((await first.get('orders', 1))?.paymentDate).toBe('2026-10-11T06:49:39.000Z');
    await first.close();
    const again = await open(db, seed, 'relative', () => new Date(SEED_NOW + 40 * DAY));
    expect((await again.get('orders', 1))?.paymentDate).toBe('2026-10-11T06:49:39.000Z');
    await again.close();
  });

  it('is relative by default and refuses a SEED_DATES it does not know', () => {
    expect(loadConfig({}).seedDates).toBe('relative');
    expect(loadConfig({ SEED_DATES: 'as-written' }).seedDates).toBe('as-written');
    expect(() => loadConfig({ SEED_DATES: 'fixed' })).toThrow(/SEED_DATES must be one of relative, as-written/);
  });
});
