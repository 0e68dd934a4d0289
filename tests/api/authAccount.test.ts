import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from '../helpers/server';
import { DEMO_PASSWORD, authSteps, expectNoSecrets, outbox, recordingClient, waitForMail, writeAuthSeed } from './authFixture';

/** Password reset, the account changes confirmed by a code, and the admin controls. */
const ADMIN = 'admin@example.com';
const EMPLOYEE = 'employee@example.com';
const SUPPORT = 'support@example.com';
const CUSTOM = 'custom@example.com';

let server: TestServer;
let client: ReturnType<typeof recordingClient>;
let steps: ReturnType<typeof authSteps>;
const call = (...args: Parameters<typeof client.call>) => client.call(...args);
const lastCode = (to: string, purpose?: string) => steps.lastCode(to, purpose);
const login = (identifier: string, password?: string) => steps.login(identifier, password);
const signIn = (email: string, password?: string) => steps.signIn(email, password);

beforeAll(async () => {
  server = await startServer({ seedFile: writeAuthSeed() });
  client = recordingClient(server.api);
  steps = authSteps(server.dataDir, client.call);
});

afterAll(async () => {
  await server?.stop();
});

describe('password reset', () => {
  it('answers 202 to forgot-password whether or not the account exists', async () => {
    const before = outbox(server.dataDir).length;
    const unknown = await call('POST', '/auth/forgot-password', { body: { identifier: 'ghost@example.com' } });
    const known = await call('POST', '/auth/forgot-password', { body: { identifier: SUPPORT } });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    // Mailed after the answer.
    await waitForMail(server.dataDir, SUPPORT, 'password_reset', before);
    const sent = outbox(server.dataDir).slice(before);
    expect(sent.map((m) => m.to)).toEqual([SUPPORT]);

    // The unknown account's challenge behaves like a real one, minus the mail.
    const guess = await call('POST', '/auth/reset-password', {
      body: { challengeId: unknown.body.challengeId, code: '123456', newPassword: 'Another#2026' },
    });
    expect(guess.status).toBe(400);
  });

  it('sets the new password with the mailed code and signs the old sessions out', async () => {
    const oldSession = await signIn(SUPPORT);
    const started = await call('POST', '/auth/forgot-password', { body: { identifier: SUPPORT } });
    const code = lastCode(SUPPORT, 'password_reset');
    const weak = await call('POST', '/auth/reset-password', {
      body: { challengeId: started.body.challengeId, code, newPassword: 'short' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.code).toBe('app.auth.password_weak');
    const done = await call('POST', '/auth/reset-password', {
      body: { challengeId: started.body.challengeId, code, newPassword: 'Support#2027' },
    });
    expect(done.status, done.text).toBe(204);
    expect((await call('GET', '/auth/me', { token: oldSession })).status).toBe(401);
    expect((await login(SUPPORT, DEMO_PASSWORD)).status).toBe(401);
    await signIn(SUPPORT, 'Support#2027');
  });
});

describe('account changes confirmed by a code', () => {
  it('changes the password only after the code', async () => {
    const token = await signIn(CUSTOM);
    const started = await call('POST', '/auth/change-password', {
      token,
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Custom#2027' },
    });
    expect(started.status, started.text).toBe(200);
    // Not applied yet.
    expect((await login(CUSTOM, 'Custom#2027')).status).toBe(401);
    const code = lastCode(CUSTOM, 'change_password');
    expect(
      (await call('POST', '/auth/change-password/confirm', { token, body: { challengeId: started.body.challengeId, code } })).status,
    ).toBe(204);
    expect((await login(CUSTOM, DEMO_PASSWORD)).status).toBe(401);
    await signIn(CUSTOM, 'Custom#2027');
  });

  it('uploads a photo that is served without a token; refuses what is not an image', async () => {
    const token = await signIn(ADMIN);
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const up = await call('POST', '/auth/photo', { token, body: { dataUrl: `data:image/png;base64,${png.toString('base64')}` } });
    expect(up.status, up.text).toBe(200);
    const avatar = String((up.body.admin as Record<string, unknown>).avatar);
    expect(avatar).toMatch(/^\/api\/auth\/photos\/[a-f0-9]{32}\.png$/);
    const served = await fetch(`${server.url}${avatar}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const svg = await call('POST', '/auth/photo', {
      token,
      body: { dataUrl: `data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}` },
    });
    expect(svg.status).toBe(400);
    const disguised = await call('POST', '/auth/photo', {
      token,
      body: { dataUrl: `data:image/png;base64,${Buffer.from('not a png').toString('base64')}` },
    });
    expect(disguised.status).toBe(400);
    expect((await fetch(`${server.api}/auth/photos/..%2Fauth.json`)).status).toBe(404);
  });
});

describe('admin controls', () => {
  it('refuses self-revocation and self-demotion', async () => {
    const token = await signIn(ADMIN);
    const self = await call('POST', '/admins/1/actions/revoke_access', { token, body: {} });
    expect(self.status, self.text).toBe(409);
    const current = await call('GET', '/admins/1', { token });
    const demote = await call('PATCH', '/admins/1', { token, body: { role: 'employee', version: current.body.version } });
    expect(demote.status, demote.text).toBe(409);
  });

  it('revoking access ends the sessions and refuses sign-in', async () => {
    const admin = await signIn(ADMIN);
    const employee = await signIn(EMPLOYEE);
    const r = await call('POST', '/admins/2/actions/revoke_access', { token: admin, body: {} });
    expect(r.status, r.text).toBe(200);
    expect(r.body.status).toBe('revoked');
    expect((await call('GET', '/auth/me', { token: employee })).status).toBe(401);
    // Answered as a wrong password: who is an administrator is no one's to learn here (#36).
    const again = await login(EMPLOYEE);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe('app.auth.invalid_credentials');
  });

  it('invites an admin who sets a password with the mailed code', async () => {
    const admin = await signIn(ADMIN);
    const before = outbox(server.dataDir).length;
    const invited = await call('POST', '/admins/actions/invite', {
      token: admin,
      body: { email: 'new.person@example.com', role: 'tech_support' },
    });
    expect(invited.status, invited.text).toBe(200);
    expect(invited.body).toMatchObject({ status: 'invited', role: 'tech_support', inviteExpiresAt: expect.any(String) });
    expect((await login('new.person@example.com', 'Anything#1')).status).toBe(401);
    const mail = await waitForMail(server.dataDir, 'new.person@example.com', 'invite', before);
    const accepted = await call('POST', '/auth/accept-invite', {
      body: { email: 'new.person@example.com', code: mail.code, newPassword: 'Newbie#2026' },
    });
    expect(accepted.status, accepted.text).toBe(204);
    await signIn('new.person@example.com', 'Newbie#2026');
  });
});

describe('secrets', () => {
  it('no answer ever contained a password hash or a one-time code', () => {
    expect(client.seen.length).toBeGreaterThan(20);
    expectNoSecrets(client.seen, server.dataDir);
  });
});
