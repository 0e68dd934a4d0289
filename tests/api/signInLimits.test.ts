import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_CHECKS_PER_ADDRESS } from '../../server/auth/passwords';
import { startServer, type TestServer } from '../helpers/server';
import { DEMO_PASSWORD, authSteps, recordingClient, writeAuthSeed, type Reply } from './authFixture';

/**
 * The failed sign-in limits (docs/decisions/0054-sign-in-limits-slow-an-attacker.md): per account, per address and
 * account, and per address a delay that never refuses. The account rules keep their defaults
 * (10 per account, 5 per address and account); the address's delay is made short so the test is.
 */
const ADMIN = 'admin@example.com';
const EMPLOYEE = 'employee@example.com';
const SUPPORT = 'support@example.com';
const CUSTOM = 'custom@example.com';
const SLOW_AFTER = 5;
const STEP_MS = 400;
const MAX_DELAY_MS = 800;

let server: TestServer;
let call: ReturnType<typeof recordingClient>['call'];
let steps: ReturnType<typeof authSteps>;

beforeAll(async () => {
  // TRUST_PROXY: each case speaks from addresses of its own (X-Forwarded-For).
  server = await startServer({
    seedFile: writeAuthSeed(),
    env: {
      TRUST_PROXY: '1',
      SIGNIN_SLOW_AFTER_FAILURES_PER_IP: String(SLOW_AFTER),
      SIGNIN_SLOW_STEP_MS: String(STEP_MS),
      SIGNIN_SLOW_MAX_MS: String(MAX_DELAY_MS),
    },
  });
  call = recordingClient(server.api).call;
  steps = authSteps(server.dataDir, call);
});

afterAll(async () => {
  await server?.stop();
});

const login = (ip: string, identifier: string, password = 'not-the-password') =>
  call('POST', '/auth/login', { body: { identifier, password }, headers: { 'X-Forwarded-For': ip } });

async function timedLogin(ip: string, identifier: string, password?: string): Promise<Reply & { ms: number }> {
  const started = performance.now();
  const reply = await login(ip, identifier, password);
  return { ...reply, ms: performance.now() - started };
}

function expectRefused(reply: Reply, wait: (seconds: number) => void): void {
  expect(reply.status, reply.text).toBe(429);
  expect(reply.body.code).toBe('app.auth.too_many_attempts');
  const seconds = Number(reply.headers.get('retry-after'));
  wait(seconds);
  expect(String(reply.body.message)).toContain(`${seconds} seconds`);
}

describe('per address: a delay, never a block', () => {
  it('lets two admins sign in from an address after many failed sign-ins over many identifiers', { timeout: 90_000 }, async () => {
    // Thirty-six failures, seven times the address's slow-down threshold here: the former rule
    // blocked the address at its threshold (100 by default), this one only ever holds answers.
    const office = '203.0.113.10';
    // Among them, four typos of the first admin.
    const identifiers = [...Array.from({ length: 32 }, (_, i) => `guess${i}@example.com`), ADMIN, ADMIN, ADMIN, ADMIN];
    const statuses: number[] = [];
    // In parallel, as many at a time as one address may have checked at once: one after the
    // other, every answer would be held the full delay.
    for (let i = 0; i < identifiers.length; i += MAX_CHECKS_PER_ADDRESS) {
      const batch = await Promise.all(identifiers.slice(i, i + MAX_CHECKS_PER_ADDRESS).map((identifier) => login(office, identifier)));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses).toEqual(identifiers.map(() => 401));

    for (const email of [EMPLOYEE, ADMIN]) {
      const started = await timedLogin(office, email, DEMO_PASSWORD);
      expect(started.status, started.text).toBe(200);
      // Held like every answer to this address, so its timing says nothing its status does not.
      expect(started.ms).toBeGreaterThanOrEqual(MAX_DELAY_MS);
      const verified = await call('POST', '/auth/verify-otp', {
        body: { challengeId: started.body.challengeId, code: steps.lastCode(email) },
        headers: { 'X-Forwarded-For': office },
      });
      expect(verified.status, verified.text).toBe(200);
      expect(verified.body.token).toEqual(expect.any(String));
    }
  });

  it(`holds each answer ${STEP_MS} ms more per failure past ${SLOW_AFTER}, at most ${MAX_DELAY_MS} ms`, { timeout: 60_000 }, async () => {
    const ip = '203.0.113.20';
    const answers: (Reply & { ms: number })[] = [];
    for (let i = 0; i < SLOW_AFTER + 5; i++) answers.push(await timedLogin(ip, `slow${i}@example.com`));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 401));
    const beyond = (i: number) => Math.max(0, i - SLOW_AFTER);
    answers.forEach((a, i) => expect(a.ms, `attempt ${i + 1}`).toBeGreaterThanOrEqual(Math.min(beyond(i) * STEP_MS, MAX_DELAY_MS)));
    // Uncapped, the last would be held beyond(i) × STEP_MS (2 s).
    const last = answers.length - 1;
    expect(answers[last].ms).toBeLessThan(beyond(last) * STEP_MS);
  });
});

describe('per address and account: a growing wait', () => {
  it('refuses the 6th attempt at one account from one address, not from another, and doubles the wait', async () => {
    const guesser = '198.51.100.30';
    for (let i = 0; i < 5; i++) expect((await login(guesser, CUSTOM)).status).toBe(401);
    expectRefused(await login(guesser, CUSTOM, DEMO_PASSWORD), (s) => expect(s).toBe(1));

    // The account's owner, elsewhere, signs in.
    const owner = await login('198.51.100.31', CUSTOM, DEMO_PASSWORD);
    expect(owner.status, owner.text).toBe(200);
    expect(owner.body.challengeId).toEqual(expect.any(String));

    // Once the second has passed the guesser may try once more, then waits twice as long.
    const allowed = await vi.waitFor(
      async () => {
        const r = await login(guesser, CUSTOM);
        expect(r.status).not.toBe(429);
        return r;
      },
      { timeout: 5000, interval: 200 },
    );
    expect(allowed.status).toBe(401);
    expectRefused(await login(guesser, CUSTOM), (s) => expect(s).toBe(2));
  });

  it('takes the address the proxy appended, whatever the client wrote before it', async () => {
    // With TRUST_PROXY=1 the last X-Forwarded-For entry is our proxy's word; a client changing the
    // first one on every attempt is still the same address.
    for (let i = 0; i < 5; i++) expect((await login(`10.9.9.${i}, 198.51.100.35`, 'spoofer@example.com')).status).toBe(401);
    expectRefused(await login('10.9.9.99, 198.51.100.35', 'spoofer@example.com'), (s) => expect(s).toBe(1));
  });

  it('counts an attempt from its start, so a parallel burst stops at the fifth', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => login('198.51.100.40', 'burst@example.com')));
    const checked = replies.filter((r) => r.status === 401).length;
    // At most five reach a check (fewer when more than MAX_CHECKS_PER_ADDRESS run at once); the rest are refused.
    expect(checked).toBeGreaterThanOrEqual(MAX_CHECKS_PER_ADDRESS);
    expect(checked).toBeLessThanOrEqual(5);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(8 - checked);
  });

  it('checks at most a few passwords at once per address, refusing the rest at once without counting them', async () => {
    const flood = '198.51.100.70';
    const replies = await Promise.all(Array.from({ length: 16 }, (_, i) => login(flood, `flood${i}@example.com`)));
    const atOnce = replies.filter((r) => r.body.code === 'app.auth.too_many_at_once');
    expect(atOnce.length).toBeGreaterThan(0);
    for (const r of atOnce) {
      expect(r.status).toBe(429);
      expect(r.headers.get('retry-after')).toBe('1');
    }
    expect(replies.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    // Refused before any check, so not failures: the address's own sign-in is not held by them.
    const owner = await login(flood, EMPLOYEE, DEMO_PASSWORD);
    expect(owner.status, owner.text).toBe(200);
  });
});

describe('per account, from any address', () => {
  it('refuses an account after 10 failures spread over addresses, even with the right password', async () => {
    for (let i = 0; i < 10; i++) expect((await login(`198.51.100.${50 + (i % 5)}`, SUPPORT)).status).toBe(401);
    const inWindow = (s: number) => {
      expect(s).toBeGreaterThan(14 * 60);
      expect(s).toBeLessThanOrEqual(15 * 60);
    };
    expectRefused(await login('198.51.100.60', SUPPORT), inWindow);
    expectRefused(await login('198.51.100.61', SUPPORT, DEMO_PASSWORD), inWindow);
  });
});
