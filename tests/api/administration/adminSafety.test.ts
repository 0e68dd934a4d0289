import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { apiSession, latestCode } from '../../helpers/auth';

/**
 * Administrators cannot lock everyone out (Block IP refuses the caller's own address, the proxy's
 * and loopback, and every block can be lifted), cannot take another admin's email through REST,
 * and a revoked admin can be given access back.
 */
let server: TestServer;
let admin: ApiClient;

interface AdminRec {
  id: number;
  email: string;
  status: string;
  version: number;
}

beforeAll(async () => {
  // Behind a trusted proxy: the caller is 198.51.100.20 (X-Forwarded-For), the proxy 127.0.0.1.
  server = await startServer({ env: { TRUST_PROXY: '1' } });
  admin = await apiClient(server, 'admin@example.com');
});
afterAll(() => server.stop());

const asCaller = { 'X-Forwarded-For': '198.51.100.20' };
const adminByEmail = async (email: string) => (await admin.json<AdminRec[]>('GET', `/admins?email=${encodeURIComponent(email)}`)).body[0];
const health = async () => (await fetch(`${server.api}/health`, { headers: asCaller })).status;

async function block(targetId: number, ip: string) {
  const res = await admin.send('POST', `/admins/${targetId}/actions/block_ip`, { ip }, asCaller);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('Block IP cannot lock everyone out (finding 6)', () => {
  it("refuses the caller's own address, the proxy's and loopback; the API stays reachable", async () => {
    const target = await adminByEmail('employee@example.com');
    expect(await block(target.id, '198.51.100.20')).toMatchObject({ status: 409, body: { code: 'app.auth.ip_own' } });
    expect(await block(target.id, '127.0.0.1')).toMatchObject({ status: 409, body: { code: 'app.auth.ip_own' } });
    for (const ip of ['127.0.0.2', '::1', '::ffff:127.0.0.9', '0.0.0.0']) {
      expect((await block(target.id, ip)).body.code, ip).toMatch(/^app\.auth\.ip_(own|protected)$/);
    }
    expect(await health()).toBe(200);
    const list = await admin.json<{ blockedIps: { ip: string }[] }>('GET', '/admins/blocked-ips');
    expect(list.body.blockedIps.map((b) => b.ip)).not.toContain('198.51.100.20');
  });

  it('lists blocked addresses and lifts a block with an audited unblock_ip', async () => {
    const target = await adminByEmail('support@example.com');
    expect((await block(target.id, '203.0.113.44')).status).toBe(200);
    const blockedCall = await fetch(`${server.api}/health`, { headers: { 'X-Forwarded-For': '203.0.113.44' } });
    expect(blockedCall.status).toBe(403);
    const list = await admin.json<{ blockedIps: { ip: string; byAdminId: number }[] }>('GET', '/admins/blocked-ips');
    expect(list.body.blockedIps[0]).toMatchObject({ ip: '203.0.113.44' });

    const lifted = await admin.send('POST', '/admins/actions/unblock_ip', { ip: '203.0.113.44' }, asCaller);
    expect(lifted.status).toBe(200);
    expect((await fetch(`${server.api}/health`, { headers: { 'X-Forwarded-For': '203.0.113.44' } })).status).toBe(200);
    const again = await admin.json('POST', '/admins/actions/unblock_ip', { ip: '203.0.113.44' });
    expect(again).toMatchObject({ status: 404, body: { code: 'app.auth.ip_not_blocked' } });
    const audit = await admin.json<{ changes: Record<string, { after: unknown }> }[]>(
      'GET',
      '/audit-log?resource=admins&action=unblock_ip',
    );
    expect(audit.body.some((e) => e.changes.unblockedIp?.after === '203.0.113.44')).toBe(true);
  });

  it('is Admin-only: an Employee can neither list nor lift blocks', async () => {
    const employee = await apiClient(server, 'employee@example.com');
    expect((await employee.get('/admins/blocked-ips')).status).toBe(403);
    expect((await employee.send('POST', '/admins/actions/unblock_ip', { ip: '203.0.113.1' })).status).toBe(403);
  });
});

describe('administrator emails stay unique through REST (finding 9)', () => {
  it("refuses another admin's email in any case, and keeps the record unchanged", async () => {
    const target = await adminByEmail('custom@example.com');
    const res = await admin.json<{ code: string }>('PATCH', `/admins/${target.id}`, {
      email: 'Admin@Example.COM',
      version: target.version,
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('app.account.email_taken');
    expect((await adminByEmail('custom@example.com')).version).toBe(target.version);
  });
});

describe('Restore access (#20.6)', () => {
  it('gives a revoked admin access back: they sign in again with their password and a new code; both steps audited', async () => {
    const target = await adminByEmail('support@example.com');
    const revoked = await admin.json<AdminRec>('POST', `/admins/${target.id}/actions/revoke_access`, { version: target.version });
    expect(revoked.body.status).toBe('revoked');
    await expect(apiSession(server.url, server.dataDir, 'support@example.com')).rejects.toThrow();

    const restored = await admin.json<AdminRec>('POST', `/admins/${target.id}/actions/restore_access`, { version: revoked.body.version });
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe('active');
    const session = await apiSession(server.url, server.dataDir, 'support@example.com');
    expect(session.token).toBeTruthy();

    const again = await admin.json<{ code: string }>('POST', `/admins/${target.id}/actions/restore_access`, {});
    expect(again.status).toBe(409);
    const audit = await admin.json<{ action: string }[]>(
      'GET',
      `/audit-log?resource=admins&recordId=${target.id}&_sort=id&_order=DESC&_start=0&_end=5`,
    );
    expect(audit.body.map((e) => e.action)).toEqual(expect.arrayContaining(['restore_access', 'revoke_access']));
  });

  it('mails a password-reset code to a restored admin who has no password yet', async () => {
    const target = await adminByEmail('greg.walsh@example.com');
    expect(target.status).toBe('revoked');
    const restored = await admin.json<AdminRec>('POST', `/admins/${target.id}/actions/restore_access`, { version: target.version });
    expect(restored.body.status).toBe('active');
    // The code is mailed once the restore has committed; latestCode waits for it.
    expect(await latestCode(server.dataDir, 'greg.walsh@example.com', 'password_reset')).toMatch(/^\d{6}$/);
  });
});
