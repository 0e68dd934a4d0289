import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { authSteps, expectNoSecrets, recordingClient, waitForMail, writeAuthSeed, type Reply } from './authFixture';

/**
 * A one-time code works once even when the same code arrives in parallel (issue #36, point 3):
 * the reset and the invite hash the new password in a worker thread, and a code checked
 * before that wait and consumed after it let every parallel request through.
 */
const ADMIN = 'admin@example.com';
const EMPLOYEE = 'employee@example.com';
const SUPPORT = 'support@example.com';
const CUSTOM = 'custom@example.com';
const INVITED = 'parallel.person@example.com';
const PARALLEL = 10;

let server: TestServer;
let client: ReturnType<typeof recordingClient>;
let steps: ReturnType<typeof authSteps>;
const call = (...args: Parameters<typeof client.call>) => client.call(...args);

/** One password per request, so the one that won can be told from the others. */
const passwords = (prefix: string) => Array.from({ length: PARALLEL }, (_, i) => `${prefix}#${2030 + i}`);

/** Exactly one accepted answer, every other one a refusal (4xx, never a 5xx): the index of the accepted one. */
function onlyOneAccepted(answers: Reply[], accepted: number): number {
  const statuses = answers.map((a) => a.status);
  expect(
    statuses.filter((s) => s === accepted),
    JSON.stringify(statuses),
  ).toHaveLength(1);
  for (const a of answers) if (a.status !== accepted) expect(a.status >= 400 && a.status < 500, a.text).toBe(true);
  return statuses.indexOf(accepted);
}

beforeAll(async () => {
  server = await startServer({ seedFile: writeAuthSeed() });
  client = recordingClient(server.api);
  steps = authSteps(server.dataDir, client.call);
});

afterAll(async () => {
  await server?.stop();
});

describe('one code, many parallel requests', () => {
  it('resets the password once, to the password of the accepted request', async () => {
    const started = await call('POST', '/auth/forgot-password', { body: { identifier: SUPPORT } });
    expect(started.status, started.text).toBe(202);
    const { code } = await waitForMail(server.dataDir, SUPPORT, 'password_reset');
    const tried = passwords('Support');
    const answers = await Promise.all(
      tried.map((newPassword) =>
        call('POST', '/auth/reset-password', { body: { challengeId: started.body.challengeId, code, newPassword } }),
      ),
    );
    const winner = onlyOneAccepted(answers, 204);
    await steps.signIn(SUPPORT, tried[winner]);
    expect((await steps.login(SUPPORT, tried[(winner + 1) % PARALLEL])).status).toBe(401);
  });

  it('accepts an invite once, with the password of the accepted request', async () => {
    const admin = await steps.signIn(ADMIN);
    const invited = await call('POST', '/admins/actions/invite', { token: admin, body: { email: INVITED, role: 'tech_support' } });
    expect(invited.status, invited.text).toBe(200);
    const mail = await waitForMail(server.dataDir, INVITED, 'invite');
    const tried = passwords('Newbie');
    const answers = await Promise.all(
      tried.map((newPassword) => call('POST', '/auth/accept-invite', { body: { email: INVITED, code: mail.code, newPassword } })),
    );
    const winner = onlyOneAccepted(answers, 204);
    await steps.signIn(INVITED, tried[winner]);
    expect((await steps.login(INVITED, tried[(winner + 1) % PARALLEL])).status).toBe(401);
  });

  it('opens one session with a sign-in code', async () => {
    const started = await steps.login(EMPLOYEE);
    expect(started.status, started.text).toBe(200);
    const code = steps.lastCode(EMPLOYEE);
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => call('POST', '/auth/verify-otp', { body: { challengeId: started.body.challengeId, code } })),
    );
    const token = String(answers[onlyOneAccepted(answers, 200)].body.token);
    const sessions = await call('GET', '/auth/sessions', { token });
    expect(sessions.status, sessions.text).toBe(200);
    expect(sessions.body.sessions).toHaveLength(1);
  });

  it('confirms a password change once', async () => {
    const token = await steps.signIn(CUSTOM);
    const started = await call('POST', '/auth/change-password', {
      token,
      body: { currentPassword: 'Demo#2026', newPassword: 'Custom#2031' },
    });
    expect(started.status, started.text).toBe(200);
    const code = steps.lastCode(CUSTOM, 'change_password');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call('POST', '/auth/change-password/confirm', { token, body: { challengeId: started.body.challengeId, code } }),
      ),
    );
    onlyOneAccepted(answers, 204);
    await steps.signIn(CUSTOM, 'Custom#2031');
  });

  it('confirms an email change once', async () => {
    const token = await steps.signIn(EMPLOYEE);
    const started = await call('POST', '/auth/change-email', {
      token,
      body: { newEmail: 'ravi.new@example.com', currentPassword: 'Demo#2026' },
    });
    expect(started.status, started.text).toBe(200);
    const { code } = await waitForMail(server.dataDir, 'ravi.new@example.com', 'change_email');
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        call('POST', '/auth/change-email/confirm', { token, body: { challengeId: started.body.challengeId, code } }),
      ),
    );
    onlyOneAccepted(answers, 200);
    expect((await call('GET', '/auth/me', { token })).body.admin).toMatchObject({ email: 'ravi.new@example.com' });
  });

  it('no answer contained a password hash or a one-time code', () => {
    expectNoSecrets(client.seen, server.dataDir);
  });
});
