import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import type { Order, User } from '../../../src/domain/entities';
import type { Statistics } from '../../../src/domain/statistics';

/**
 * No request holds the others (#33): a search shorter than the trigram index answers is refused,
 * searches and figures over every order are read by worker threads within a time budget, and the
 * figures kept between requests follow every write.
 */
let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
  api = await apiClient(server);
}, 60_000);
afterAll(() => server.stop());

describe('short searches', () => {
  it('refuses text under three characters in both dialects, naming the parameter and the length', async () => {
    for (const [path, parameter] of [
      ['/users?q=a&_end=25', 'q'],
      ['/orders?q=%201%20&_end=25', 'q'],
      [`/users?filter=${encodeURIComponent('{"q":"ab"}')}&range=[0,24]`, 'filter'],
    ]) {
      const res = await api.json<{ code: string; parameter: string; minLength: number; message: string }>('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ code: 'app.errors.search_too_short', parameter, minLength: 3 });
      expect(res.body.message).toMatch(/at least 3 characters/);
    }
  });

  it('answers three characters and more from the index, with the same rows in both dialects', async () => {
    const json = await api.json<User[]>('GET', '/users?q=sha&_sort=id&_order=ASC&_end=25');
    const rest = await api.json<User[]>('GET', `/users?filter=${encodeURIComponent('{"q":"sha"}')}&sort=["id","ASC"]&range=[0,24]`);
    expect(json.status).toBe(200);
    expect(json.body.length).toBeGreaterThan(0);
    expect(rest.body.map((u) => u.id)).toEqual(json.body.map((u) => u.id));
    expect(Number(json.headers.get('x-total-count'))).toBeGreaterThanOrEqual(json.body.length);
  });

  it('finds a record written a moment ago (the worker reads what the server has indexed)', async () => {
    const [user] = (await api.json<User[]>('GET', '/users?_sort=id&_order=ASC&_end=1')).body;
    const patched = await api.json<User>('PATCH', `/users/${user.id}`, { city: 'Zanzibarqux', version: user.version });
    expect(patched.status).toBe(200);
    const found = await api.json<User[]>('GET', '/users?q=zanzibarqux&_end=25');
    expect(found.body.map((u) => u.id)).toEqual([user.id]);
  });
});

describe('figures kept between requests', () => {
  it('follow a rename of a top customer and a cancelled order', async () => {
    const before = (await api.json<Statistics>('GET', '/statistics')).body;
    const top = before.topCustomers[0];
    const user = (await api.json<User>('GET', `/users/${top.userId}`)).body;
    const renamed = await api.json<User>('PATCH', `/users/${user.id}`, { firstName: 'Renamedfigure', version: user.version });
    expect(renamed.status).toBe(200);
    const afterRename = (await api.json<Statistics>('GET', '/statistics')).body;
    expect(afterRename.topCustomers[0]).toMatchObject({ userId: top.userId, name: `Renamedfigure ${user.lastName}` });

    const [open] = (await api.json<Order[]>('GET', '/orders?status=in_progress&_end=1')).body;
    const count = (s: Statistics, status: string) => s.byStatus.find((b) => b.status === status)?.count ?? 0;
    const cancelled = await api.json<Order>('POST', `/orders/${open.id}/actions/cancel_by_admin`, {
      refundAmount: 0,
      version: open.version,
    });
    expect(cancelled.status).toBe(200);
    const afterCancel = (await api.json<Statistics>('GET', '/statistics')).body;
    expect(count(afterCancel, 'in_progress')).toBe(count(afterRename, 'in_progress') - 1);
    expect(count(afterCancel, 'cancelled_by_admin')).toBe(count(afterRename, 'cancelled_by_admin') + 1);
  });
});

// On PostgreSQL the budget is also every statement's timeout (server/db/postgres/statementTimeout.test.ts):
// at 1 ms the server cannot even start.
const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe.skipIf(onPostgres)('a time budget for costly reads', () => {
  let tight: TestServer;
  let client: ApiClient;
  beforeAll(async () => {
    // A budget no search can meet: once the workers are up, every costly read is refused.
    tight = await startServer({ env: { READ_BUDGET_MS: '1' } });
    client = await apiClient(tight);
  }, 60_000);
  afterAll(() => tight.stop());

  it('refuses a search or a figure past it with 503 and Retry-After, while the rest is answered', async () => {
    // Until the first worker has started, the server reads itself: wait for the workers.
    let res = await client.get('/users?q=sha&_end=25');
    for (const until = Date.now() + 30_000; res.status !== 503 && Date.now() < until;) {
      await res.text();
      res = await client.get('/users?q=sha&_end=25');
    }
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(await res.json()).toMatchObject({ code: 'app.errors.busy', retryAfter: 1 });
    const figures = await client.get('/statistics?from=2026-01-01&to=2026-01-31');
    expect(figures.status).toBe(503);
    await figures.text();
    expect((await fetch(`${tight.api}/health`)).status).toBe(200);
    expect((await client.get('/users?_sort=lastName&_order=ASC&_end=25')).status).toBe(200);
  });
});

describe.skipIf(onPostgres)('without read workers', () => {
  it('READ_WORKERS=0 reads searches and figures on the request thread', async () => {
    const inline = await startServer({ env: { READ_WORKERS: '0', READ_BUDGET_MS: '1' } });
    try {
      const client = await apiClient(inline);
      // The budget is the pool's: with no pool, nothing is refused.
      expect((await client.get('/users?q=sha&_end=25')).status).toBe(200);
      expect((await client.get('/statistics')).status).toBe(200);
    } finally {
      await inline.stop();
    }
  });
});
