import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startServer();
  api = await apiClient(server);
});
afterAll(() => server.stop());

interface Language {
  id: number;
  version: number;
  name: string;
  code: string;
}

describe('REST in both provider dialects', () => {
  it('pages and sorts with the json-server dialect (X-Total-Count)', async () => {
    const res = await api.json<Language[]>('GET', '/languages?_sort=name&_order=ASC&_start=0&_end=5');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(5);
    const names = res.body.map((l) => l.name.toLowerCase());
    expect([...names].sort()).toEqual(names);
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBeGreaterThan(5);
    const next = await api.json<Language[]>('GET', '/languages?_sort=name&_order=ASC&_start=5&_end=10');
    expect(next.body[0].name.toLowerCase() >= names[4]).toBe(true);
  });

  it('pages and sorts with the simple-rest dialect (Content-Range)', async () => {
    const res = await api.json<Language[]>(
      'GET',
      `/languages?sort=${encodeURIComponent('["name","DESC"]')}&range=${encodeURIComponent('[0,4]')}&filter=%7B%7D`,
    );
    expect(res.body).toHaveLength(5);
    expect(res.headers.get('content-range')).toMatch(/^languages 0-4\/\d+$/);
    const names = res.body.map((l) => l.name.toLowerCase());
    expect([...names].sort().reverse()).toEqual(names);
    const many = await api.json<Language[]>(
      'GET',
      `/languages?filter=${encodeURIComponent(JSON.stringify({ id: [res.body[0].id, res.body[1].id] }))}`,
    );
    expect(many.body.map((l) => l.id).sort()).toEqual([res.body[0].id, res.body[1].id].sort());
  });

  it('round-trips an edit, bumping the version', async () => {
    const [lang] = (await api.json<Language[]>('GET', '/languages?_start=0&_end=1')).body;
    const put = await api.json<Language>('PUT', `/languages/${lang.id}`, { ...lang, name: `${lang.name} (edited)` });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ name: `${lang.name} (edited)`, version: lang.version + 1 });
    expect((await api.json<Language>('GET', `/languages/${lang.id}`)).body.name).toBe(`${lang.name} (edited)`);
  });

  it('lets exactly one of two updates from the same version through; the other gets 409', async () => {
    const [lang] = (await api.json<Language[]>('GET', '/languages?_start=1&_end=2')).body;
    const [a, b] = await Promise.all([
      api.json('PUT', `/languages/${lang.id}`, { ...lang, name: 'First writer' }),
      api.json('PATCH', `/languages/${lang.id}`, { name: 'Second writer', version: lang.version }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ code: 'app.errors.conflict' });
  });

  it('validates with the shared schema: field messages and unknown fields', async () => {
    const res = await api.json<{ errors: Record<string, string> }>('POST', '/languages', { name: '', code: 'xx', colour: 'red' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['name', 'colour']));
    const missingVersion = await api.json<{ errors: Record<string, string> }>('PATCH', '/languages/1', { name: 'x' });
    expect(missingVersion.status).toBe(400);
    expect(missingVersion.body.errors).toHaveProperty('version');
  });

  it('writes an audit entry for every change', async () => {
    const created = await api.json<Language>('POST', '/languages', { name: 'Audited', code: 'aud' });
    expect(created.status).toBe(201);
    const log = await api.json<{ action: string; resource: string; recordId: number; changes: Record<string, unknown> }[]>(
      'GET',
      `/audit-log?resource=languages&recordId=${created.body.id}`,
    );
    expect(log.body).toEqual([expect.objectContaining({ action: 'create', resource: 'languages', recordId: created.body.id })]);
    expect(log.body[0].changes).toHaveProperty('name');
    expect((await api.send('POST', '/audit-log', { action: 'forged' })).status).toBe(405);
  });
});
