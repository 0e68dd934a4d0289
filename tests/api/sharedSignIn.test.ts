import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwoServers, type TwoServers } from '../helpers/twoServers';
import { DEMO_PASSWORD, recordingClient, waitForMail, writeAuthSeed, outbox, type Reply } from './authFixture';

/**
 * Issue #35: two API processes on one database share the sign-in state. A session, a sign-out, a
 * one-time code (used once, its wrong tries counted once, a decoy's as a real one's) and a blocked
 * address are the same whichever process a request reaches.
 */
const ADMIN = 'admin@example.com';
const SUPPORT = 'support@example.com';
const CUSTOM = 'custom@example.com';

let servers: TwoServers;
let onA: ReturnType<typeof recordingClient>['call'];
let onB: ReturnType<typeof recordingClient>['call'];

beforeAll(async () => {
  // TRUST_PROXY: a case speaks from an address of its own (X-Forwarded-For).
  servers = await startTwoServers({ seedFile: writeAuthSeed(), env: { TRUST_PROXY: '1' } });
  onA = recordingClient(servers.a.api).call;
  onB = recordingClient(servers.b.api).call;
});

afterAll(async () => {
  await servers?.stop();
});

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The newest mail of a purpose to an address, once there are more than `seen` of them. */
async function nextMail(to: string, purpose: string, seen: number) {
  const mail = await waitForMail(servers.a.dataDir, to, purpose, seen);
  return mail.code;
}

const mailsTo = (to: string, purpose: string) => outbox(servers.a.dataDir).filter((m) => m.to === to && m.purpose === purpose).length;

/** Password on `start`, code on `finish`: the session's token. */
async function signIn(start: typeof onA, finish: typeof onA, email: string, ip: string): Promise<string> {
  const seen = mailsTo(email, 'sign_in');
  const started = await start('POST', '/auth/login', { body: { identifier: email, password: DEMO_PASSWORD }, headers: from(ip) });
  expect(started.status, started.text).toBe(200);
  const code = await nextMail(email, 'sign_in', seen);
  const verified = await finish('POST', '/auth/verify-otp', { body: { challengeId: started.body.challengeId, code }, headers: from(ip) });
  expect(verified.status, verified.text).toBe(200);
  return String(verified.body.token);
}

const outcome = (r: Reply) => [r.status, r.body.code, r.body.attemptsLeft].filter((p) => p !== undefined).join(' ');

describe('two API processes on one database', () => {
  it('honour a session made on the other, and see its sign-out at once', async () => {
    const token = await signIn(onA, onA, SUPPORT, '198.51.100.1');
    const me = await onB('GET', '/auth/me', { token });
    expect(me.status, me.text).toBe(200);
    expect(me.body.admin).toMatchObject({ email: SUPPORT });
    // Listed on both: the session list reads the same rows.
    const listed = await onB('GET', '/auth/sessions', { token });
    expect((listed.body.sessions as { current: boolean }[]).filter((s) => s.current)).toHaveLength(1);

    expect((await onB('POST', '/auth/logout', { token })).status).toBe(204);
    const after = await onA('GET', '/auth/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('app.auth.sign_in_required');
  });

  it('end every session of an admin on both when "sign out all devices" runs on one', async () => {
    const first = await signIn(onA, onA, CUSTOM, '198.51.100.2');
    const second = await signIn(onB, onB, CUSTOM, '198.51.100.2');
    const ended = await onA('DELETE', '/auth/sessions', { token: first });
    expect(ended.body.ended).toBe(2);
    expect((await onB('GET', '/auth/me', { token: second })).status).toBe(401);
  });

  it('accept a code issued by one once across both', async () => {
    const seen = mailsTo(ADMIN, 'sign_in');
    const started = await onA('POST', '/auth/login', {
      body: { identifier: ADMIN, password: DEMO_PASSWORD },
      headers: from('198.51.100.3'),
    });
    expect(started.status, started.text).toBe(200);
    const code = await nextMail(ADMIN, 'sign_in', seen);
    const body = { challengeId: started.body.challengeId, code };
    const first = await onB('POST', '/auth/verify-otp', { body, headers: from('198.51.100.3') });
    expect(first.status, first.text).toBe(200);
    const second = await onA('POST', '/auth/verify-otp', { body, headers: from('198.51.100.3') });
    expect(outcome(second)).toBe('400 app.auth.otp_expired');
  });

  it('refuse on one a code already used on the other, even when both knew it before', async () => {
    const seen = mailsTo(ADMIN, 'sign_in');
    const started = await onA('POST', '/auth/login', {
      body: { identifier: ADMIN, password: DEMO_PASSWORD },
      headers: from('198.51.100.8'),
    });
    expect(started.status, started.text).toBe(200);
    const code = await nextMail(ADMIN, 'sign_in', seen);
    // B (re)starts with the code issued: a process that loaded the codes at start knew it too.
    onB = recordingClient((await servers.restart('b')).api).call;
    const body = { challengeId: started.body.challengeId, code };
    expect((await onA('POST', '/auth/verify-otp', { body, headers: from('198.51.100.8') })).status).toBe(200);
    expect(outcome(await onB('POST', '/auth/verify-otp', { body, headers: from('198.51.100.8') }))).toBe('400 app.auth.otp_expired');
  });

  it('accept a code sent to both at once exactly once', async () => {
    const seen = mailsTo(ADMIN, 'sign_in');
    const started = await onB('POST', '/auth/login', {
      body: { identifier: ADMIN, password: DEMO_PASSWORD },
      headers: from('198.51.100.4'),
    });
    expect(started.status, started.text).toBe(200);
    const code = await nextMail(ADMIN, 'sign_in', seen);
    const body = { challengeId: started.body.challengeId, code };
    const answers = await Promise.all(
      [onA, onB, onA, onB].map((call) => call('POST', '/auth/verify-otp', { body, headers: from('198.51.100.4') })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400]);
  });

  it('count a code’s wrong tries once, across both', async () => {
    const seen = mailsTo(ADMIN, 'sign_in');
    const started = await onA('POST', '/auth/login', {
      body: { identifier: ADMIN, password: DEMO_PASSWORD },
      headers: from('198.51.100.5'),
    });
    const code = await nextMail(ADMIN, 'sign_in', seen);
    const wrong = { challengeId: started.body.challengeId, code: wrongCodeFor(code) };
    const answers: string[] = [];
    // Five: a sixth from the address would meet the sign-in limits' own 429 (shared too).
    for (const call of [onA, onB, onA, onB, onA])
      answers.push(outcome(await call('POST', '/auth/verify-otp', { body: wrong, headers: from('198.51.100.5') })));
    expect(answers).toEqual([
      '400 app.auth.otp_invalid 4',
      '400 app.auth.otp_invalid 3',
      '400 app.auth.otp_invalid 2',
      '400 app.auth.otp_invalid 1',
      '400 app.auth.otp_locked 0',
    ]);
    // Locked for the right code too, on either.
    expect(outcome(await onB('POST', '/auth/verify-otp', { body: { ...wrong, code }, headers: from('198.51.100.55') }))).toBe(
      '400 app.auth.otp_locked 0',
    );
  });

  it('answer a decoy code (no such account) on the other as a real one', async () => {
    const asked = await onA('POST', '/auth/forgot-password', {
      body: { identifier: 'nobody.shared@example.com' },
      headers: from('198.51.100.6'),
    });
    expect(asked.status, asked.text).toBe(202);
    const check = (call: typeof onA) =>
      call('POST', '/auth/check-reset-code', {
        body: { challengeId: asked.body.challengeId, code: '000000' },
        headers: from('198.51.100.6'),
      });
    expect(outcome(await check(onB))).toBe('400 app.auth.otp_invalid 4');
    expect(outcome(await check(onA))).toBe('400 app.auth.otp_invalid 3');
    // Asking again on the other within the resend wait gives the same challenge, as for a real address.
    const again = await onB('POST', '/auth/forgot-password', {
      body: { identifier: 'nobody.shared@example.com' },
      headers: from('198.51.100.6'),
    });
    expect(again.body.challengeId).toBe(asked.body.challengeId);
  });

  it('refuse an address blocked on the other, and serve it again once unblocked there', async () => {
    const admin = await signIn(onA, onA, ADMIN, '198.51.100.7');
    const blocked = await onA('POST', '/admins/3/actions/block_ip', {
      token: admin,
      body: { ip: '203.0.113.77' },
      headers: from('198.51.100.7'),
    });
    expect(blocked.status, blocked.text).toBe(200);
    const refused = await onB('GET', '/health', { headers: from('203.0.113.77') });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('app.auth.ip_blocked');
    const listed = await onB('GET', '/admins/blocked-ips', { token: admin, headers: from('198.51.100.7') });
    expect((listed.body.blockedIps as { ip: string }[]).map((b) => b.ip)).toContain('203.0.113.77');

    const lifted = await onB('POST', '/admins/actions/unblock_ip', {
      token: admin,
      body: { ip: '203.0.113.77' },
      headers: from('198.51.100.7'),
    });
    expect(lifted.status, lifted.text).toBe(200);
    expect((await onA('GET', '/health', { headers: from('203.0.113.77') })).status).toBe(200);
  });
});
