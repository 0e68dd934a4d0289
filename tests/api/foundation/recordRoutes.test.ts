import { startServer, type TestServer } from '../../helpers/server';
import { COLLECTIONS } from '../../../src/domain/collections';
import { bounded, firstIds, roleClients, type RoleClient } from './roleClients';

/**
 * Routes about one record are ours, not json-server's: its `_embed`, `_expand` and `_delay`
 * once let a Tech Support session read card data through /users/:id and hold a record's
 * write claim for minutes. Every parameter on these routes is now a 400 that names it.
 */
let server: TestServer;
let roles: RoleClient[];
let ids: Awaited<ReturnType<typeof firstIds>>;

beforeAll(async () => {
  server = await startServer();
  roles = await roleClients(server);
  ids = await firstIds(roles[0].api);
}, 60_000);
afterAll(() => server.stop());

const byEmail = (email: string) => roles.find((r) => r.email === email)!;
/** Card, wallet and administrator fields that must never ride along on another record. */
const DENIED_MARKERS = [
  '"last4"',
  '"cardBrand"',
  '"billingAddress"',
  '"walletTransactions"',
  '"paymentDetails"',
  '"passwordHash"',
  '"admin":{',
];

describe('single-record routes', () => {
  it('refuses _embed on getOne as Tech Support instead of embedding payment details (finding 1)', async () => {
    const support = byEmail('support@example.com');
    const userId = ids.get('users')!;
    for (const embed of ['payment-details', 'wallet-transactions', 'paymentDetails']) {
      const res = await support.api.get(`/users/${userId}?_embed=${embed}`);
      const text = await res.text();
      expect(res.status, text).toBe(400);
      expect(JSON.parse(text)).toMatchObject({ code: 'app.errors.bad_query', parameter: '_embed' });
      for (const marker of DENIED_MARKERS) expect(text).not.toContain(marker);
    }
    const ticket = ids.get('support-tickets')!;
    const expanded = await support.api.get(`/support-tickets/${ticket}?_expand=admin`);
    expect(expanded.status).toBe(400);
    expect(await expanded.text()).toContain('_expand');
  });

  it('answers a PATCH carrying _delay at once, and the record stays writable (finding 2)', async () => {
    const admin = byEmail('admin@example.com').api;
    const lang = (await admin.json<{ id: number; version: number; name: string }[]>('GET', '/languages?_start=3&_end=4')).body[0];
    const started = Date.now();
    const delayed = await admin.json('PATCH', `/languages/${lang.id}?_delay=420000`, { name: lang.name, version: lang.version });
    expect(delayed.status).toBe(400);
    expect(delayed.body).toMatchObject({ parameter: '_delay' });
    expect(Date.now() - started).toBeLessThan(60_000);
    const next = await admin.json<{ version: number }>('PATCH', `/languages/${lang.id}`, {
      name: `${lang.name} `.trim(),
      version: lang.version,
    });
    expect(next.status).toBe(200);
    expect(next.body.version).toBe(lang.version + 1);
  });

  it('walks every collection × role × json-server parameter on getOne, PUT, PATCH and DELETE: no denied data, no 5xx, every 400 names the parameter', async () => {
    const params = [
      ...COLLECTIONS.map((c) => `_embed=${c}`),
      ...COLLECTIONS.map((c) => `_expand=${c.replace(/s$/, '')}`),
      '_delay=1',
      '_expand=admin',
      'unknownParameter=1',
      'constructor=1',
    ];
    const jobs: (() => Promise<string | null>)[] = [];
    for (const role of roles) {
      for (const c of COLLECTIONS) {
        const id = ids.get(c);
        if (id === undefined) continue;
        for (const p of params) {
          const name = p.split('=')[0];
          for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
            // A write that got through would change the seed under the other cases: only reads carry every parameter.
            if (method !== 'GET' && !['_delay=1', 'unknownParameter=1', `_embed=${c}`].includes(p)) continue;
            jobs.push(async () => {
              const res = await role.api.send(
                method,
                `/${c}/${id}?${p}`,
                method === 'GET' || method === 'DELETE' ? undefined : { version: 1 },
              );
              const text = await res.text();
              const where = `${role.email} ${method} /${c}/${id}?${p} → ${res.status}`;
              if (res.status >= 500) return `${where}: server error ${text}`;
              if (res.status < 400) return `${where}: accepted`;
              if (res.status === 400 && !text.includes(name)) return `${where}: 400 without naming ${name}`;
              if (![400, 403, 405].includes(res.status)) return `${where}: unexpected`;
              for (const marker of DENIED_MARKERS) if (text.includes(marker)) return `${where}: carries ${marker}`;
              if (res.status === 403 && role.mayRead(c) && method === 'GET') return `${where}: readable collection refused`;
              return null;
            });
          }
        }
      }
    }
    const problems = (await bounded(jobs)).filter(Boolean);
    expect(jobs.length).toBeGreaterThan(2000);
    expect(problems).toEqual([]);
  }, 240_000);

  it('applies one of ten PATCHes sent at once with one version; the nine others get 409 with the record as it now is (#34)', async () => {
    const admin = byEmail('admin@example.com').api;
    const lang = (await admin.json<{ id: number; version: number; name: string }[]>('GET', '/languages?_start=4&_end=5')).body[0];
    // The version is read and compared in the transaction that writes: were it checked before,
    // the requests interleaving at each await would all pass it and all apply.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        admin.json<{ version: number; name: string; code?: string; current?: { version: number; name: string } }>(
          'PATCH',
          `/languages/${lang.id}`,
          { name: `${lang.name} ${i}`, version: lang.version },
        ),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0].body.version).toBe(lang.version + 1);
    expect(refused.map((a) => [a.status, a.body.code])).toEqual(Array.from({ length: 9 }, () => [409, 'app.errors.conflict']));
    for (const r of refused) expect(r.body.current).toMatchObject({ version: lang.version + 1, name: accepted[0].body.name });
    const stored = await admin.json<{ version: number; name: string }>('GET', `/languages/${lang.id}`);
    expect(stored.body).toMatchObject({ version: lang.version + 1, name: accepted[0].body.name });
  });

  it('creates one of several List Manager entries with one code sent at once; its write rule refuses the others (#34)', async () => {
    const admin = byEmail('admin@example.com').api;
    // The rule reads the list through the create's transaction: no two creates can both find the code free.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => admin.json<{ code?: string }>('POST', '/languages', { name: 'Raced', code: 'zu' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.code).toBe('app.administration.lists.duplicate');
    expect((await admin.json<unknown[]>('GET', '/languages?code=zu')).body).toHaveLength(1);
  });

  it('still serves a plain getOne to a role that may read the collection, and 403 to one that may not', async () => {
    const support = byEmail('support@example.com');
    for (const c of ['users', 'payment-details', 'wallet-transactions'] as const) {
      const res = await support.api.get(`/${c}/${ids.get(c)}`);
      expect(res.status).toBe(support.mayRead(c) ? 200 : 403);
    }
  });
});
