import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import type { Referral } from '../../../src/domain/entities';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
  api = await apiClient(server);
});
afterAll(() => server.stop());

const firstWith = async (linkStatus: string, skip = 0) =>
  (await api.json<Referral[]>('GET', `/referrals?linkStatus=${linkStatus}&_sort=id&_start=${skip}&_end=${skip + 1}`)).body[0];

describe('referrals', () => {
  it('deactivates an active link once, then cancels it; each outcome is audited', async () => {
    const referral = await firstWith('active');
    const deactivated = await api.json<Referral>('POST', `/referrals/${referral.id}/actions/deactivate`, { version: referral.version });
    expect(deactivated.status).toBe(200);
    expect(deactivated.body).toMatchObject({
      linkStatus: 'deactivated',
      totalEarnings: referral.totalEarnings,
      expiresAt: referral.expiresAt,
    });
    const again = await api.json<{ code: string }>('POST', `/referrals/${referral.id}/actions/deactivate`, {});
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('app.errors.transition');

    const cancelled = await api.json<Referral>('POST', `/referrals/${referral.id}/actions/cancel`, {});
    expect(cancelled.body.linkStatus).toBe('cancelled');
    expect((await api.send('POST', `/referrals/${referral.id}/actions/cancel`, {})).status).toBe(409);
    const audit = await api.json<{ action: string }[]>('GET', `/audit-log?resource=referrals&recordId=${referral.id}&_sort=id&_order=ASC`);
    expect(audit.body.map((a) => a.action).slice(-2)).toEqual(['deactivate', 'cancel']);
  });

  it('cancels an active referral directly, and refuses expired ones', async () => {
    const active = await firstWith('active', 1);
    expect((await api.json<Referral>('POST', `/referrals/${active.id}/actions/cancel`, {})).body.linkStatus).toBe('cancelled');
    const expired = await firstWith('expired');
    expect((await api.send('POST', `/referrals/${expired.id}/actions/cancel`, {})).status).toBe(409);
    expect((await api.send('POST', `/referrals/${expired.id}/actions/deactivate`, {})).status).toBe(409);
  });

  it('lets Tech Support read but not act (403), and nobody change referrals through plain REST (405)', async () => {
    const active = await firstWith('active', 2);
    const support = await apiClient(server, 'support@example.com');
    expect((await support.send('GET', '/referrals')).status).toBe(200);
    expect((await support.send('POST', `/referrals/${active.id}/actions/deactivate`, {})).status).toBe(403);
    expect((await support.send('POST', `/referrals/${active.id}/actions/cancel`, {})).status).toBe(403);
    for (const patch of [{ linkStatus: 'deactivated' }, { totalEarnings: 1000 }]) {
      expect((await api.send('PATCH', `/referrals/${active.id}`, { ...patch, version: active.version })).status).toBe(405);
    }
    expect((await api.json<Referral>('GET', `/referrals/${active.id}`)).body).toEqual(active);
  });
});
