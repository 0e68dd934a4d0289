import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import type { CommissionRate, User } from '../../../src/domain/entities';
import { rateInForce, rateTookEffect } from '../../../src/domain/rateInForce';
import { readDatabase } from './seedData';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
  api = await apiClient(server);
});
afterAll(() => server.stop());

const rateRecord = async (id: number) => (await api.json<CommissionRate>('GET', `/commission-rates/${id}`)).body;

/** A user who never had a custom rate. */
async function userWithoutRate(skip = 0): Promise<User> {
  const rated = new Set((await api.json<CommissionRate[]>('GET', '/commission-rates')).body.map((r) => r.userId));
  const users = (await api.json<User[]>('GET', '/users?_sort=id&_end=50')).body;
  return users.filter((u) => !rated.has(u.id))[skip];
}

describe('commission rates', () => {
  // Reads the SQLite file itself (the same holds on PostgreSQL through the same store code).
  it.skipIf(process.env.TEST_DATABASE === 'postgres')(
    'every seeded order stores the rate in force for its customer when it was placed',
    () => {
      const db = readDatabase(server.dbFile);
      const rated = new Set(db['commission-rates'].map((r) => r.userId));
      const custom = db.orders.filter((o) => rated.has(o.customerId));
      expect(custom.some((o) => o.commissionRate !== 20)).toBe(true);
      const wrong = db.orders.filter((o) => o.commissionRate !== rateInForce(o.customerId, db['commission-rates'], o.paymentDate));
      expect(wrong.map((o) => o.reference)).toEqual([]);
    },
  );

  it('grants, changes, removes and grants again, appending to one history', async () => {
    const user = await userWithoutRate();
    const granted = await api.json<CommissionRate>('POST', '/commission-rates/actions/grant', { userId: user.id, rate: 12.75 });
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({
      userId: user.id,
      rate: 12.75,
      status: 'active',
      removedAt: null,
      grantedByAdminId: expect.any(Number),
    });
    expect(granted.body.history).toEqual([
      { rate: 12.75, at: granted.body.since, byAdminId: granted.body.grantedByAdminId, change: 'granted' },
    ]);
    const id = granted.body.id;

    const twice = await api.json<{ code: string }>('POST', '/commission-rates/actions/grant', { userId: user.id, rate: 10 });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('app.money.errors.rate_exists');

    const changed = await api.json<CommissionRate>('POST', `/commission-rates/${id}/actions/change`, {
      rate: 9.5,
      version: granted.body.version,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.rate).toBe(9.5);
    expect(changed.body.history.map((h) => [h.change, h.rate])).toEqual([
      ['granted', 12.75],
      ['changed', 9.5],
    ]);
    expect((await api.json<{ code: string }>('POST', `/commission-rates/${id}/actions/change`, { rate: 9.5 })).body.code).toBe(
      'app.money.errors.same_rate',
    );

    const removed = await api.json<CommissionRate>('POST', `/commission-rates/${id}/actions/remove`, {});
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: 'removed', rate: 9.5 });
    expect(removed.body.removedAt).not.toBeNull();
    expect(removed.body.history.at(-1)).toMatchObject({ change: 'removed', rate: 9.5 });
    expect(rateInForce(user.id, [removed.body], removed.body.removedAt!)).toBe(20);
    expect(rateInForce(user.id, [removed.body], changed.body.history[1].at)).toBe(9.5);

    // Removed: only a new grant applies; it reactivates the same record, history kept whole.
    for (const action of ['change', 'remove']) {
      const res = await api.json<{ code: string }>(
        'POST',
        `/commission-rates/${id}/actions/${action}`,
        action === 'change' ? { rate: 3 } : {},
      );
      expect(res.status, action).toBe(409);
      expect(res.body.code).toBe('app.errors.transition');
    }
    const again = await api.json<CommissionRate>('POST', '/commission-rates/actions/grant', { userId: user.id, rate: 0 });
    expect(again.body).toMatchObject({ id, rate: 0, status: 'active', removedAt: null });
    expect(again.body.history.map((h) => h.change)).toEqual(['granted', 'changed', 'removed', 'granted']);
    expect(rateInForce(user.id, [again.body], again.body.since)).toBe(0);

    const audit = await api.json<{ action: string }[]>('GET', `/audit-log?resource=commission-rates&recordId=${id}&_sort=id&_order=ASC`);
    expect(audit.body.map((a) => a.action)).toEqual(['grant', 'change', 'remove', 'grant']);
  });

  it('sorts by when the shown rate took effect (rateSince), the date the list shows as "Since" (#39.5)', async () => {
    const rates = (await api.json<CommissionRate[]>('GET', '/commission-rates?_sort=rateSince&_order=DESC')).body;
    expect(rates.length).toBeGreaterThan(10);
    // The database's rateSince is the domain's rule, for every record.
    expect(rates.filter((r) => r.rateSince !== rateTookEffect(r)).map((r) => r.id)).toEqual([]);
    const dates = rates.map((r) => rateTookEffect(r));
    expect(dates).toEqual([...dates].sort().reverse());
    // A rate changed after its grant sorts by the change, not by the grant (`since`).
    expect(rates.some((r) => r.rateSince !== r.since)).toBe(true);
    const asc = (await api.json<CommissionRate[]>('GET', '/commission-rates?sort=["rateSince","ASC"]&range=[0,4]')).body;
    expect(asc.map((r) => r.id)).toEqual(
      [...rates]
        .reverse()
        .slice(0, 5)
        .map((r) => r.id),
    );

    // A change moves it at once, in the command's answer and in the list's order.
    const user = await userWithoutRate(1);
    const granted = await api.json<CommissionRate>('POST', '/commission-rates/actions/grant', { userId: user.id, rate: 4.5 });
    expect(granted.body.rateSince).toBe(granted.body.since);
    const changed = await api.json<CommissionRate>('POST', `/commission-rates/${granted.body.id}/actions/change`, {
      rate: 5.5,
      version: granted.body.version,
    });
    expect(changed.body.rateSince).toBe(changed.body.history.at(-1)!.at);
    const removed = await api.json<CommissionRate>('POST', `/commission-rates/${granted.body.id}/actions/remove`, {});
    expect(removed.body.rateSince).toBe(changed.body.rateSince);
    const [newest] = (await api.json<CommissionRate[]>('GET', '/commission-rates?_sort=rateSince&_order=DESC&_end=1')).body;
    expect(newest.id).toBe(granted.body.id);
  });

  it('refuses rates outside 0–100 or with three decimals, and unknown users (400)', async () => {
    const user = await userWithoutRate(1);
    for (const rate of [-1, 100.01, 12.345, '12']) {
      expect((await api.send('POST', '/commission-rates/actions/grant', { userId: user.id, rate })).status, String(rate)).toBe(400);
    }
    const unknown = await api.json<{ errors: Record<string, string> }>('POST', '/commission-rates/actions/grant', {
      userId: 999999,
      rate: 5,
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.userId).toBe('app.money.errors.unknown_user');
    expect((await api.send('POST', '/commission-rates/actions/grant', { userId: user.id, rate: 100 })).status).toBe(200);
  });

  it('only roles with commissions.manage manage rates (403), and never through plain REST (405)', async () => {
    const [active] = (await api.json<CommissionRate[]>('GET', '/commission-rates?status=active&_end=1')).body;
    const user = await userWithoutRate(2);
    const employee = await apiClient(server, 'employee@example.com');
    expect((await employee.send('GET', '/commission-rates')).status).toBe(200);
    expect((await employee.send('POST', '/commission-rates/actions/grant', { userId: user.id, rate: 5 })).status).toBe(403);
    expect((await employee.send('POST', `/commission-rates/${active.id}/actions/change`, { rate: 5 })).status).toBe(403);
    expect((await employee.send('POST', `/commission-rates/${active.id}/actions/remove`, {})).status).toBe(403);
    expect(await rateRecord(active.id)).toEqual(active);

    expect((await api.send('PATCH', `/commission-rates/${active.id}`, { rate: 1, version: active.version })).status).toBe(405);
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = active;
    expect((await api.send('POST', '/commission-rates', { ...fields, userId: user.id })).status).toBe(405);
  });
});
