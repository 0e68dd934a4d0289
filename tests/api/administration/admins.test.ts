import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { DEMO_PASSWORD, apiSession, latestCode } from '../../helpers/auth';

let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;

interface AdminRec {
  id: number;
  email: string;
  role: string;
  status: string;
  version: number;
  inviteExpiresAt: string | null;
  [k: string]: unknown;
}

beforeAll(async () => {
  // TRUST_PROXY lets a test speak from another address (X-Forwarded-For) without blocking itself.
  server = await startServer({ env: { TRUST_PROXY: '1' } });
  admin = await apiClient(server, 'admin@example.com');
  employee = await apiClient(server, 'employee@example.com');
});
afterAll(() => server.stop());

async function adminByEmail(email: string): Promise<AdminRec> {
  const res = await admin.json<AdminRec[]>('GET', `/admins?email=${encodeURIComponent(email)}`);
  return res.body[0];
}

/** Invites an admin, then accepts the invitation with the demo password, as the invitee would. */
async function inviteAndAccept(email: string, role: string, permissions?: string[]): Promise<AdminRec> {
  const invited = await admin.json<AdminRec>('POST', '/admins/actions/invite', { email, role, ...(permissions ? { permissions } : {}) });
  expect(invited.status).toBe(200);
  const code = await latestCode(server.dataDir, email, 'invite');
  const accepted = await fetch(`${server.api}/auth/accept-invite`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, code, newPassword: DEMO_PASSWORD }),
  });
  expect(accepted.status).toBe(204);
  return adminByEmail(email);
}

const me = (token: string, headers: Record<string, string> = {}) =>
  fetch(`${server.api}/auth/me`, { headers: { Authorization: `Bearer ${token}`, ...headers } });

describe('Add New Admin and Void link', () => {
  it('invites with an expiring link; voiding it makes the link useless', async () => {
    const res = await admin.json<AdminRec>('POST', '/admins/actions/invite', { email: 'new.hire@example.com', role: 'employee' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'invited', role: 'employee' });
    expect(Date.parse(res.body.inviteExpiresAt!)).toBeGreaterThan(Date.now());
    const code = await latestCode(server.dataDir, 'new.hire@example.com', 'invite');

    const voided = await admin.json<AdminRec>('POST', `/admins/${res.body.id}/actions/void_invite`, {});
    expect(voided.status).toBe(200);
    expect(Date.parse(voided.body.inviteExpiresAt!)).toBeLessThanOrEqual(Date.now());
    const accept = await fetch(`${server.api}/auth/accept-invite`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'new.hire@example.com', code, newPassword: DEMO_PASSWORD }),
    });
    expect(accept.status).toBeGreaterThanOrEqual(400);
    expect((await adminByEmail('new.hire@example.com')).status).toBe('invited');
  });

  it('gives Custom access only the permissions picked', async () => {
    const res = await admin.json<AdminRec>('POST', '/admins/actions/invite', {
      email: 'picked@example.com',
      role: 'custom',
      permissions: ['lists.read', 'lists.manage'],
    });
    expect(res.body.permissions).toEqual(['lists.read', 'lists.manage']);
    const bad = await admin.json('POST', '/admins/actions/invite', {
      email: 'picked2@example.com',
      role: 'custom',
      permissions: ['rockets.launch'],
    });
    expect(bad.status).toBe(400);
  });

  it('refuses commands by role (403) and by status (409)', async () => {
    const [invited] = (await admin.json<AdminRec[]>('GET', '/admins?status=invited&_end=1')).body;
    const active = await adminByEmail('vikram.singh@example.com');
    expect((await employee.send('POST', '/admins/actions/invite', { email: 'x@example.com', role: 'admin' })).status).toBe(403);
    expect((await employee.send('POST', `/admins/${active.id}/actions/revoke_access`, {})).status).toBe(403);
    expect((await employee.send('GET', `/admins/${active.id}/sessions`)).status).toBe(403);
    const voidActive = await admin.json<{ code: string }>('POST', `/admins/${active.id}/actions/void_invite`, {});
    expect(voidActive.status).toBe(409);
    expect((await admin.send('POST', `/admins/${invited.id}/actions/send_password_reset`, {})).status).toBe(409);
    expect((await admin.send('POST', `/admins/${invited.id}/actions/sign_out_all`, {})).status).toBe(409);
  });
});

describe('sessions, sign out all devices and revoke access', () => {
  it('lists an admin’s active sessions with sign-in date, IP and device', async () => {
    const self = await adminByEmail('admin@example.com');
    const res = await admin.json<{ sessions: { createdAt: string; ip: string; userAgent: string; current: boolean }[] }>(
      'GET',
      `/admins/${self.id}/sessions`,
    );
    expect(res.status).toBe(200);
    expect(res.body.sessions.length).toBeGreaterThan(0);
    expect(res.body.sessions.some((s) => s.current)).toBe(true);
    expect(res.body.sessions[0]).toMatchObject({ ip: '127.0.0.1' });
    expect(Date.parse(res.body.sessions[0].createdAt)).not.toBeNaN();
    expect(res.body.sessions[0]).not.toHaveProperty('tokenHash');
    expect((await admin.send('GET', '/admins/99999/sessions')).status).toBe(404);
  });

  it('sign out all devices ends every session of the admin', async () => {
    const rec = await inviteAndAccept('two.devices@example.com', 'employee');
    const first = await apiSession(server.url, server.dataDir, rec.email);
    const second = await apiSession(server.url, server.dataDir, rec.email);
    expect((await me(first.token)).status).toBe(200);
    const listed = await admin.json<{ sessions: unknown[] }>('GET', `/admins/${rec.id}/sessions`);
    expect(listed.body.sessions).toHaveLength(2);
    expect((await admin.send('POST', `/admins/${rec.id}/actions/sign_out_all`, {})).status).toBe(200);
    expect((await me(first.token)).status).toBe(401);
    expect((await me(second.token)).status).toBe(401);
    expect((await admin.json<{ sessions: unknown[] }>('GET', `/admins/${rec.id}/sessions`)).body.sessions).toEqual([]);
    // Signing in again still works: sign out is not revocation.
    expect((await apiSession(server.url, server.dataDir, rec.email)).token).toBeTruthy();
  });

  it('a revoked admin loses their session and cannot sign in again', async () => {
    const rec = await inviteAndAccept('leaver@example.com', 'tech_support');
    const { token } = await apiSession(server.url, server.dataDir, rec.email);
    const revoked = await admin.json<AdminRec>('POST', `/admins/${rec.id}/actions/revoke_access`, {});
    expect(revoked.status).toBe(200);
    expect(revoked.body.status).toBe('revoked');
    expect((await me(token)).status).toBe(401);
    const login = await fetch(`${server.api}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: rec.email, password: DEMO_PASSWORD }),
    });
    // Answered as a wrong password (#36); the audit log records the refused sign-in.
    expect(login.status).toBe(401);
    expect(((await login.json()) as { code: string }).code).toBe('app.auth.invalid_credentials');
    const audit = await admin.json<{ action: string }[]>('GET', `/audit-log?resource=admins&recordId=${rec.id}&action=revoke_access`);
    expect(audit.body).toHaveLength(1);
  });
});

describe('nobody revokes or demotes themself, and the last active Admin stays', () => {
  it('refuses self-revocation and self-demotion (409)', async () => {
    const self = await adminByEmail('admin@example.com');
    const revoke = await admin.json<{ code: string; message: string }>('POST', `/admins/${self.id}/actions/revoke_access`, {});
    expect(revoke.status).toBe(409);
    expect(revoke.body.code).toBe('app.auth.cannot_revoke_self');
    const demote = await admin.json<{ code: string }>('PUT', `/admins/${self.id}`, { ...self, role: 'employee' });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('app.auth.cannot_change_self');
    const remove = await admin.json<{ code: string }>('DELETE', `/admins/${self.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('app.auth.cannot_change_self');
  });

  it('refuses to revoke or demote the last active Admin (409)', async () => {
    const manager = await inviteAndAccept('people.ops@example.com', 'custom', ['admins.manage']);
    const ops = await apiClient(server, manager.email);
    const others = (await admin.json<AdminRec[]>('GET', '/admins?role=admin&status=active')).body.filter(
      (a) => a.email !== 'admin@example.com',
    );
    for (const other of others) expect((await admin.send('POST', `/admins/${other.id}/actions/revoke_access`, {})).status).toBe(200);
    const last = await adminByEmail('admin@example.com');
    const revoke = await ops.json<{ code: string; message: string }>('POST', `/admins/${last.id}/actions/revoke_access`, {});
    expect(revoke.status).toBe(409);
    expect(revoke.body).toMatchObject({ code: 'app.auth.last_admin', message: 'The last active Admin cannot be revoked.' });
    const demote = await ops.json<{ code: string }>('PUT', `/admins/${last.id}`, { ...last, role: 'employee' });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe('app.auth.last_admin');
    // Checked before anything else, whether or not other records point at the admin.
    const remove = await ops.json<{ code: string }>('DELETE', `/admins/${last.id}`);
    expect(remove.status).toBe(409);
    expect(remove.body.code).toBe('app.auth.last_admin');
    expect((await adminByEmail('admin@example.com')).status).toBe('active');
  });
});

describe('Delete an administrator', () => {
  it('deletes an invitation never accepted, and its link stops working', async () => {
    const invited = await admin.json<AdminRec>('POST', '/admins/actions/invite', { email: 'temp.worker@example.com', role: 'employee' });
    const code = await latestCode(server.dataDir, 'temp.worker@example.com', 'invite');
    expect((await admin.send('DELETE', `/admins/${invited.body.id}`)).status).toBe(200);
    const accept = await fetch(`${server.api}/auth/accept-invite`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'temp.worker@example.com', code, newPassword: DEMO_PASSWORD }),
    });
    expect(accept.status).toBeGreaterThanOrEqual(400);
    expect(await adminByEmail('temp.worker@example.com')).toBeUndefined();
  });

  it('refuses to delete an admin who has acted: revoking access is the way (409, referenced)', async () => {
    const target = await adminByEmail('employee@example.com');
    const res = await admin.json<{ code: string }>('DELETE', `/admins/${target.id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('app.errors.referenced');
  });
});

describe('Block IP', () => {
  it('answers 403 to every request from the blocked address, and only from it', async () => {
    const target = await adminByEmail('employee@example.com');
    const blocked = { 'X-Forwarded-For': '203.0.113.7' };
    expect((await me(employee.token, blocked)).status).toBe(200);
    const res = await admin.json('POST', `/admins/${target.id}/actions/block_ip`, { ip: '203.0.113.7' });
    expect(res.status).toBe(200);
    const audit = await admin.json<{ changes: Record<string, { before: unknown; after: unknown }> }[]>(
      'GET',
      `/audit-log?resource=admins&recordId=${target.id}&action=block_ip`,
    );
    expect(audit.body.map((e) => e.changes)).toEqual([{ blockedIp: { before: null, after: '203.0.113.7' } }]);
    const refused = await me(employee.token, blocked);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('app.auth.ip_blocked');
    const login = await fetch(`${server.api}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...blocked },
      body: JSON.stringify({ identifier: 'employee@example.com', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(403);
    expect((await me(employee.token, { 'X-Forwarded-For': '203.0.113.8' })).status).toBe(200);
    expect((await admin.send('POST', `/admins/${target.id}/actions/block_ip`, { ip: 'not-an-ip' })).status).toBe(400);
  });
});
