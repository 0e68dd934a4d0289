import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer({ env: { CORS_ORIGINS: 'https://admin.example.org' } });
  api = await apiClient(server);
});
afterAll(() => server.stop());

const firstId = async (collection: string) => {
  const { body } = await api.json<{ id: number }[]>('GET', `/${collection}?_start=0&_end=1`);
  return body[0].id;
};

describe('a hardened json-server', () => {
  it('never dumps the database at /db', async () => {
    expect((await api.get('/db')).status).toBe(404);
  });

  it('refuses method overrides instead of deleting behind the checks', async () => {
    const id = await firstId('languages');
    for (const header of ['X-HTTP-Method-Override', 'X-HTTP-Method', 'X-Method-Override']) {
      const res = await api.send('POST', `/languages/${id}`, {}, { [header]: 'DELETE' });
      expect(res.status).toBe(400);
    }
    expect((await api.get(`/languages/${id}`)).status).toBe(200);
  });

  it('answers a catastrophic regex query at once with 400', async () => {
    const started = Date.now();
    const res = await api.get(`/users?firstName_like=${encodeURIComponent('^(a+)+$')}`);
    expect(res.status).toBe(400);
    expect(Date.now() - started).toBeLessThan(1000);
    for (const key of ['_embed=orders', '_expand=user', '_delay=5000']) expect((await api.get(`/users?${key}`)).status).toBe(400);
  });

  it('caps a page at 1000 rows', async () => {
    const res = await api.get('/orders?_start=0&_end=5000');
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBe(1000);
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThan(1000);
  });

  it('echoes only configured origins', async () => {
    const good = await api.get('/languages?_end=1', { Origin: 'https://admin.example.org' });
    expect(good.headers.get('access-control-allow-origin')).toBe('https://admin.example.org');
    expect(good.headers.get('access-control-allow-credentials')).toBeNull();
    const evil = await api.get('/languages?_end=1', { Origin: 'https://evil.example' });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers malformed JSON with 400 and a plain message, never a stack trace', async () => {
    const res = await api.send('POST', '/languages', '{"name": ', {});
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(js|ts):\d+/);
    expect(JSON.parse(text).message).toBe('The request body is not valid JSON.');
  });

  it('refuses non-JSON bodies instead of creating empty records', async () => {
    const before = Number((await api.get('/languages?_end=1')).headers.get('x-total-count'));
    const plain = await fetch(`${server.api}/languages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'text/plain' },
      body: 'name=x',
    });
    expect(plain.status).toBe(415);
    const form = await fetch(`${server.api}/languages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=x',
    });
    expect(form.status).toBe(415);
    expect((await api.send('POST', '/languages', '[1,2]')).status).toBe(400);
    expect(Number((await api.get('/languages?_end=1')).headers.get('x-total-count'))).toBe(before);
  });

  it('strips __proto__ keys and client-chosen ids', async () => {
    const existing = await firstId('languages');
    const res = await api.send(
      'POST',
      '/languages',
      `{"id": ${existing}, "name": "Klingon", "code": "tlh", "__proto__": {"polluted": true}}`,
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as Record<string, unknown>;
    expect(created.id).not.toBe(existing);
    expect(created).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses a delete that would orphan records, quickly, and says which', async () => {
    const { body } = await api.json<{ customerId: number }[]>('GET', '/orders?_start=0&_end=1');
    const started = Date.now();
    const res = await api.json<{ message: string; references: { collection: string }[] }>('DELETE', `/users/${body[0].customerId}`);
    expect(res.status).toBe(409);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.body.references.map((r) => r.collection)).toContain('orders');
    expect((await api.get(`/users/${body[0].customerId}`)).status).toBe(200);
  });

  it('keeps serving after bad requests, and sends security headers', async () => {
    const res = await api.get('/languages?_end=1');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});
