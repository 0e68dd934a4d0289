import { startServer, type TestServer } from '../../helpers/server';
import { apiClient } from '../../helpers/api';
import { recordingClient } from '../authFixture';

/** #14 findings 7 (forgot-password tells which accounts exist), 8 (export past the matrix) and 13 (no request log). */
let server: TestServer;
let call: ReturnType<typeof recordingClient>['call'];

beforeAll(async () => {
  server = await startServer({ env: { LOG_REQUESTS: '1', SIGNIN_MAX_FAILURES_PER_ACCOUNT: '4', TRUST_PROXY: '1' } });
  call = recordingClient(server.api).call;
});
afterAll(() => server.stop());

/** Each case speaks from its own address, so the per-address limits of one do not reach another. */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });

describe('forgot-password answers alike for known and unknown accounts (finding 7)', () => {
  it('gives the same challenge shape, the same id within the resend wait, and the same countdown', async () => {
    const ask = (identifier: string) => call('POST', '/auth/forgot-password', { body: { identifier }, headers: from('198.51.100.71') });
    const [known1, unknown1] = [await ask('employee@example.com'), await ask('nobody.here@example.com')];
    const [known2, unknown2] = [await ask('employee@example.com'), await ask('nobody.here@example.com')];
    for (const r of [known1, unknown1, known2, unknown2]) expect(r.status).toBe(202);
    expect(known2.body.challengeId).toBe(known1.body.challengeId);
    expect(unknown2.body.challengeId).toBe(unknown1.body.challengeId);
    expect(Object.keys(unknown2.body).sort()).toEqual(Object.keys(known2.body).sort());
    expect(Math.abs(Number(known2.body.resendAfter) - Number(unknown2.body.resendAfter))).toBeLessThanOrEqual(1);
  });

  it('answers a reset challenge sent to /verify-otp alike for both', async () => {
    const headers = from('198.51.100.72');
    const known = await call('POST', '/auth/forgot-password', { body: { identifier: 'custom@example.com' }, headers });
    const unknown = await call('POST', '/auth/forgot-password', { body: { identifier: 'ghost.two@example.com' }, headers });
    const a = await call('POST', '/auth/verify-otp', { body: { challengeId: known.body.challengeId, code: '000000' }, headers });
    const b = await call('POST', '/auth/verify-otp', { body: { challengeId: unknown.body.challengeId, code: '000000' }, headers });
    expect([a.status, a.body.code, a.body.attemptsLeft]).toEqual([b.status, b.body.code, b.body.attemptsLeft]);
    expect(a.body.code).toBe('app.auth.otp_expired');
  });

  it('is rate-limited like sign-in, for known and unknown identifiers alike', async () => {
    for (const identifier of ['support@example.com', 'ghost.three@example.com']) {
      const headers = from(identifier.startsWith('ghost') ? '198.51.100.74' : '198.51.100.73');
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await call('POST', '/auth/forgot-password', { body: { identifier }, headers })).status);
      expect(statuses, identifier).toEqual([202, 202, 202, 202, 429, 429]);
    }
  });
});

describe("Tech Support's user-data export (finding 8)", () => {
  it('leaves out what the matrix denies the role, and says so; an Admin gets everything', async () => {
    const admin = await apiClient(server, 'admin@example.com');
    const support = await apiClient(server, 'support@example.com');
    const [request] = (await admin.json<{ id: number }[]>('GET', '/user-requests?type=data_request&_start=0&_end=1')).body;
    const full = await admin.json<{ records: Record<string, unknown>; withheld: string[] }>('GET', `/user-requests/${request.id}/export`);
    expect(full.status).toBe(200);
    expect(Object.keys(full.body.records)).toEqual(expect.arrayContaining(['payment-details', 'wallet-transactions']));
    expect(full.body.withheld).toEqual([]);
    const partial = await support.get(`/user-requests/${request.id}/export`);
    const text = await partial.text();
    expect(partial.status).toBe(200);
    const body = JSON.parse(text) as { records: Record<string, unknown>; withheld: string[] };
    expect(Object.keys(body.records)).not.toContain('payment-details');
    expect(Object.keys(body.records)).not.toContain('wallet-transactions');
    expect(body.withheld).toEqual(expect.arrayContaining(['payment-details', 'wallet-transactions']));
  });
});

describe('LOG_REQUESTS=1 (finding 13)', () => {
  it('writes one line per request with method, path, status, ms and admin id, and no secret', async () => {
    const admin = await apiClient(server, 'admin@example.com');
    const secret = 'Sup3r-Secret-Value';
    await admin.send('GET', `/languages?_start=0&_end=1&q=${secret}`, undefined, { 'X-Secret-Header': secret });
    await call('POST', '/auth/login', { body: { identifier: 'admin@example.com', password: secret }, headers: from('198.51.100.75') });
    const me = await admin.json<{ admin: { id: number } }>('GET', '/auth/me');
    const lines = server.output().split('\n');
    const listLine = lines.find((l) => l.includes('GET /api/languages?_start&_end&q 200'));
    expect(listLine).toMatch(new RegExp(`GET /api/languages\\?_start&_end&q 200 \\d+\\.\\dms admin=${me.body.admin.id}$`));
    expect(lines.some((l) => / POST \/api\/auth\/login 401 [\d.]+ms admin=-$/.test(l))).toBe(true);
    expect(server.output()).not.toContain(secret);
    expect(server.output()).not.toContain(admin.token);
  });
});
