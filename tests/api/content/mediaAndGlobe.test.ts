import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

type Rec = { id: number; version: number; status: string } & Record<string, unknown>;

let server: TestServer;
let admin: ApiClient;
let support: ApiClient;
let custom: ApiClient;

beforeAll(async () => {
  server = await startServer();
  [admin, support, custom] = await Promise.all([
    apiClient(server),
    apiClient(server, 'support@example.com'),
    apiClient(server, 'custom@example.com'),
  ]);
});
afterAll(() => server.stop());

describe('media remove', () => {
  it('removes a visible item with its reason, once', async () => {
    const [item] = (await admin.json<Rec[]>('GET', '/media?status=visible&_end=1')).body;
    const removed = await admin.json<Rec>('POST', `/media/${item.id}/actions/remove`, { reason: 'Copyrighted material.' });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: 'removed', removalReason: 'Copyrighted material.', version: item.version + 1 });
    const again = await admin.json<{ code: string }>('POST', `/media/${item.id}/actions/remove`, { reason: 'Again' });
    expect(again.status).toBe(409);
    const audit = await admin.json<{ action: string }[]>('GET', `/audit-log?resource=media&recordId=${item.id}`);
    expect(audit.body.map((a) => a.action)).toContain('remove');
  });

  it('refuses a missing reason (400) and a role without media.act (403)', async () => {
    const [item] = (await admin.json<Rec[]>('GET', '/media?status=visible&_end=1')).body;
    expect((await admin.send('POST', `/media/${item.id}/actions/remove`, { reason: ' ' })).status).toBe(400);
    expect((await support.send('POST', `/media/${item.id}/actions/remove`, { reason: 'Spam' })).status).toBe(403);
    expect((await support.json<Rec>('GET', `/media/${item.id}`)).body.status).toBe('visible');
  });

  it('never hides or restores media through plain REST', async () => {
    const [visible] = (await admin.json<Rec[]>('GET', '/media?status=visible&_end=1')).body;
    expect((await admin.send('PATCH', `/media/${visible.id}`, { version: visible.version, status: 'removed' })).status).toBe(409);
    const [removed] = (await admin.json<Rec[]>('GET', '/media?status=removed&_end=1')).body;
    expect(
      (await admin.send('PATCH', `/media/${removed.id}`, { version: removed.version, status: 'visible', removalReason: null })).status,
    ).toBe(409);
  });
});

describe('GET /users/by-country', () => {
  it('counts every user by ISO-2 country, largest first, summing to the users total', async () => {
    const res = await support.json<{ total: number; countries: { code: string; count: number }[] }>('GET', '/users/by-country');
    expect(res.status).toBe(200);
    const listed = await admin.send('GET', '/users?_end=1');
    expect(res.body.total).toBe(Number(listed.headers.get('x-total-count')));
    expect(res.body.countries.reduce((s, c) => s + c.count, 0)).toBe(res.body.total);
    const counts = res.body.countries.map((c) => c.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const india = res.body.countries.find((c) => c.code === 'IN')!;
    const inList = await admin.send('GET', '/users?country=IN&_end=1');
    expect(india.count).toBe(Number(inList.headers.get('x-total-count')));
  });

  it('needs globe.view', async () => {
    expect((await custom.send('GET', '/users/by-country')).status).toBe(403);
  });
});
