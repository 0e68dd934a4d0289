import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

/**
 * The search finds people by name, and records about them by their person's name, server-side
 * in both dialects (#20.2); only for callers who may read users.
 */
let server: TestServer;
let admin: ApiClient;
let noUsers: ApiClient;
type Rec = { id: number } & Record<string, unknown>;

beforeAll(async () => {
  server = await startServer();
  admin = await apiClient(server);
  // A Custom access that reads moderation but not users.
  const invited = await admin.json<Rec>('POST', '/admins/actions/invite', {
    email: 'mods.only@example.com',
    role: 'custom',
    permissions: ['moderation.read'],
  });
  expect(invited.status).toBe(200);
  const { latestCode, DEMO_PASSWORD } = await import('../../helpers/auth');
  const accepted = await fetch(`${server.api}/auth/accept-invite`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'mods.only@example.com',
      code: await latestCode(server.dataDir, 'mods.only@example.com', 'invite'),
      newPassword: DEMO_PASSWORD,
    }),
  });
  expect(accepted.status).toBe(204);
  noUsers = await apiClient(server, 'mods.only@example.com');
}, 60_000);
afterAll(() => server.stop());

const both = (collection: string, q: string) => [
  `/${collection}?q=${encodeURIComponent(q)}&_end=50`,
  `/${collection}?filter=${encodeURIComponent(JSON.stringify({ q }))}&range=[0,49]`,
];

describe('search by a person', () => {
  it('finds a user by full name, profile name, username, email and phone, in both dialects', async () => {
    for (const q of ['Param Talwar', 'param creates', 'param.talwar62', 'param.talwar62@example.com', '92134 84247']) {
      for (const path of both('users', q)) {
        const res = await admin.json<Rec[]>('GET', path);
        expect(res.status, path).toBe(200);
        expect(
          res.body.map((u) => u.id),
          `${path}`,
        ).toContain(62);
      }
    }
  });

  it('finds a user as the screens show them and as people type them (#39.12)', async () => {
    const cases: [q: string, id: number][] = [
      ['@param.talwar62', 62], // the handle as every screen writes it
      ['9213484247', 62], // stored "+91 92134 84247": no spaces,
      ['92134-84247', 62], // other separators,
      ['+91-92134-84247', 62], // with the country code
      ['Talwar Param', 62], // last name first
      ['Jose Sosa', 381], // stored "José Sosa Santillán": without accents,
      ['valdes', 78], // in the last name too,
      ['THEODOSE', 5], // and in capitals ("Théodose")
    ];
    for (const [q, id] of cases)
      for (const path of both('users', q)) {
        const res = await admin.json<Rec[]>('GET', path);
        expect(res.status, path).toBe(200);
        expect(
          res.body.map((u) => u.id),
          path,
        ).toContain(id);
      }
    // Records about the person, through the same people search.
    const strikes = await admin.json<Rec[]>('GET', `/strikes?q=${encodeURIComponent('@param.talwar62')}&_end=50`);
    expect(strikes.body.map((s) => s.userId)).toContain(62);
    // "@ab" is two characters searched for: refused like any short text.
    const short = await admin.json<{ minLength?: number }>('GET', '/users?q=%40ab');
    expect(short.status).toBe(400);
  });

  it('finds the records about a person by their name (strikes, reports, orders, verification)', async () => {
    const strikeOwner = (await admin.json<Rec[]>('GET', '/strikes?_end=1&_sort=id&_order=ASC')).body[0];
    const owner = (await admin.json<Rec>('GET', `/users/${strikeOwner.userId}`)).body;
    const fullName = `${String(owner.firstName)} ${String(owner.lastName)}`;
    for (const path of both('strikes', fullName)) {
      const res = await admin.json<Rec[]>('GET', path);
      expect(res.body.length, path).toBeGreaterThan(0);
      expect(
        res.body.every((s) => s.userId === owner.id || JSON.stringify(s).toLowerCase().includes(fullName.toLowerCase())),
        path,
      ).toBe(true);
    }
    const verification = await admin.json<Rec[]>('GET', '/verification-requests?q=Param%20Talwar');
    expect(verification.body.map((v) => v.userId)).toContain(62);
    const order = (await admin.json<Rec[]>('GET', '/orders?_end=1&_sort=id&_order=ASC')).body[0];
    const customer = (await admin.json<Rec>('GET', `/users/${order.customerId}`)).body;
    const orders = await admin.json<Rec[]>(
      'GET',
      `/orders?q=${encodeURIComponent(`${String(customer.firstName)} ${String(customer.lastName)}`)}&_end=1000`,
    );
    expect(orders.body.map((o) => o.id)).toContain(order.id);
  });

  it('does not search by names for a role that may not read users', async () => {
    const asMods = await noUsers.json<Rec[]>('GET', '/verification-requests?q=Param%20Talwar');
    expect(asMods.status).toBe(403);
    const strikes = await noUsers.json<Rec[]>('GET', '/strikes?q=Param%20Talwar');
    expect(strikes.status).toBe(200);
    expect(strikes.body).toEqual([]);
  });
});
