import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MemoryFailures, SignInLimiter, type FailureRecords, type SignInLimits } from './rateLimit';
import { type Store, SqliteStore } from '../store/store';
import { TOY_COLLECTIONS, TOY_MIGRATIONS } from '../store/fixtures/toySchema';
import { loadAuthSettings } from './settings';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const LIMITS: SignInLimits = {
  perAccount: { max: 10, windowMs: 15 * MINUTE },
  perAddressAndAccount: { free: 5, windowMs: HOUR, maxWaitMs: 15 * MINUTE },
  perAddress: { slowAfter: 20, windowMs: HOUR, stepMs: 100, maxDelayMs: 3000 },
};

/** The failures' two homes: a store's table (the server's) and memory; both count alike. */
let dir: string;
let store: Store;
const openStore = () =>
  SqliteStore.open({
    dbFile: path.join(dir, 'db.sqlite'),
    seedFile: path.join(dir, 'seed.json'),
    collections: TOY_COLLECTIONS,
    migrations: TOY_MIGRATIONS,
  });
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'limits-'));
  fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify({ users: [], orders: [] }));
  store = await openStore();
});
afterAll(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
const HOMES: [string, () => FailureRecords][] = [
  ['in the database', () => store.failureRecords],
  ['in memory', () => new MemoryFailures()],
];
let records: () => FailureRecords = HOMES[0][1];
/** Each limiter counts under a name of its own: the table is shared by every case. */
let limiters = 0;

/** A limiter on a clock the test moves; the delays it would wait are recorded, not waited. */
function limiterAt(limits = LIMITS) {
  const clock = { now: 1_000_000 };
  const held: number[] = [];
  const limiter = new SignInLimiter(
    limits,
    () => clock.now,
    async (ms) => void held.push(ms),
    records(),
    `case${++limiters}`,
  );
  return { limiter, clock, held };
}

/** The wait in seconds a refusal carries; 0 when the attempt is allowed. */
async function refusal(limiter: SignInLimiter, account: string, ip: string): Promise<number> {
  try {
    await limiter.assertAllowed(account, ip);
    return 0;
  } catch (e) {
    expect(e).toBeInstanceOf(HttpError);
    expect((e as HttpError).code).toBe('app.auth.too_many_attempts');
    return Number((e as HttpError).extra?.retryAfter);
  }
}

describe.each(HOMES)('SignInLimiter, failures %s', (_home, home) => {
  beforeEach(() => {
    records = home;
  });

  it('doubles the wait of one account from one address after five failures, up to 15 minutes', async () => {
    const { limiter, clock } = limiterAt({ ...LIMITS, perAccount: { max: 1000, windowMs: 15 * MINUTE } });
    const waits: number[] = [];
    for (let i = 0; i < 16; i++) {
      waits.push(await refusal(limiter, 'admin:1', '10.0.0.1'));
      clock.now += waits.at(-1)! * 1000;
      await limiter.fail('admin:1', '10.0.0.1');
    }
    expect(waits).toEqual([0, 0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900]);
    expect(await refusal(limiter, 'admin:1', '10.0.0.1')).toBe(900);
    // The same account from elsewhere, and another account from here, are untouched.
    expect(await refusal(limiter, 'admin:1', '10.0.0.2')).toBe(0);
    expect(await refusal(limiter, 'admin:2', '10.0.0.1')).toBe(0);
  });

  it('refuses an account after ten failures from any addresses until the oldest is 15 minutes old', async () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 10; i++) {
      await limiter.fail('admin:1', `10.0.0.${i}`);
      clock.now += 1000;
    }
    expect(await refusal(limiter, 'admin:1', '10.0.1.1')).toBe(15 * 60 - 10);
    clock.now += 15 * MINUTE - 10_000;
    expect(await refusal(limiter, 'admin:1', '10.0.1.1')).toBe(0);
  });

  it('never refuses an address, and holds its answers 100 ms per failure past 20, at most 3 s', async () => {
    const { limiter, held } = limiterAt();
    for (let i = 0; i < 80; i++) await limiter.fail(`email:guess${i}@example.com`, '10.0.0.1');
    expect(await refusal(limiter, 'admin:2', '10.0.0.1')).toBe(0);
    expect(await limiter.delayMs('10.0.0.1')).toBe(3000);
    expect(await limiter.delayMs('10.0.0.2')).toBe(0);

    const fresh = limiterAt();
    for (let i = 0; i < 23; i++) await fresh.limiter.begin(`email:guess${i}@example.com`, '10.0.0.1');
    expect(fresh.held).toEqual([100, 200]);
    expect(held).toEqual([]);
  });

  it('counts an attempt from its start, so a parallel burst stops at the limit', async () => {
    const { limiter } = limiterAt();
    const started = await Promise.allSettled(Array.from({ length: 8 }, () => limiter.begin('admin:1', '10.0.0.1')));
    expect(started.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
    ]);
  });

  it('takes back a right password, and a completed sign-in clears the account here and everywhere', async () => {
    const { limiter } = limiterAt();
    for (let i = 0; i < 4; i++) await limiter.fail('admin:1', '10.0.0.1');
    for (let i = 0; i < 5; i++) await limiter.fail('admin:1', '10.0.0.2');
    await (await limiter.begin('admin:1', '10.0.0.1')).succeeded();
    expect(await refusal(limiter, 'admin:1', '10.0.0.1')).toBe(0);
    expect(await refusal(limiter, 'admin:1', '10.0.0.2')).toBe(1);
    await limiter.succeed('admin:1', '10.0.0.1');
    for (let i = 0; i < 4; i++) await limiter.fail('admin:1', '10.0.0.3');
    // 13 failures were counted in all; the account rule forgot the 9 before the sign-in.
    expect(await refusal(limiter, 'admin:1', '10.0.0.3')).toBe(0);
    // The guesser at .2 keeps its own wait.
    expect(await refusal(limiter, 'admin:1', '10.0.0.2')).toBe(1);
  });

  it('forgets failures an hour old', async () => {
    const { limiter, clock } = limiterAt();
    for (let i = 0; i < 40; i++) await limiter.fail(i < 6 ? 'admin:1' : `email:guess${i}@example.com`, '10.0.0.1');
    clock.now += HOUR;
    await limiter.prune();
    expect(await limiter.delayMs('10.0.0.1')).toBe(0);
    expect(await refusal(limiter, 'admin:1', '10.0.0.1')).toBe(0);
  });
});

describe('failures in the database', () => {
  it('outlive the limiter that counted them: a restarted server (or another process) refuses alike', async () => {
    const now = () => 5_000_000;
    const first = new SignInLimiter(LIMITS, now, async () => {}, store.failureRecords, 'restarted');
    for (let i = 0; i < 10; i++) await first.fail('asha@example.com', `198.51.100.${i}`);
    await store.close();
    store = await openStore();
    const next = new SignInLimiter(LIMITS, now, async () => {}, store.failureRecords, 'restarted');
    expect(await refusal(next, 'asha@example.com', '203.0.113.1')).toBeGreaterThan(0);
    // Another limiter's name counts apart (forgot-password's codes are not sign-ins).
    const forgot = new SignInLimiter(LIMITS, now, async () => {}, store.failureRecords, 'restarted_forgot_password');
    expect(await refusal(forgot, 'asha@example.com', '203.0.113.1')).toBe(0);
  });
});

describe('the limits from the environment', () => {
  it('has the defaults above, and reads the former per-address variable as the delay threshold', () => {
    expect(loadAuthSettings({}).signInLimits).toEqual(LIMITS);
    expect(loadAuthSettings({ SIGNIN_MAX_FAILURES_PER_IP: '100' }).signInLimits.perAddress.slowAfter).toBe(100);
    expect(
      loadAuthSettings({ SIGNIN_MAX_FAILURES_PER_IP: '100', SIGNIN_SLOW_AFTER_FAILURES_PER_IP: '30' }).signInLimits.perAddress.slowAfter,
    ).toBe(30);
  });
});
