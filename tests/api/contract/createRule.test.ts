import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { COLLECTIONS } from '../../../src/domain/collections';
import { ENTITIES } from '../../../src/domain/entities';
import { COLLECTION_ACCESS } from '../../../src/domain/permissions';

/**
 * The create rule (src/domain/entities/base.ts): a client sends only what it decides. What the
 * server computes is optional and ignored, what every record starts with is optional and checked,
 * and collections that commands or the server create answer 405.
 */
let server: TestServer;
let admin: ApiClient;
type Rec = Record<string, unknown> & { id: number; version: number };

beforeAll(async () => {
  server = await startServer();
  admin = await apiClient(server);
}, 60_000);
afterAll(() => server.stop());

const CLIENT_CREATED = COLLECTIONS.filter((c) => ENTITIES[c].createdBy === 'client' && COLLECTION_ACCESS[c].write !== null);

/** What a person types into the app's create forms, and nothing else. */
const TYPED: Record<string, Record<string, unknown>> = {
  'restricted-words': { text: 'contract   test phrase' },
  languages: { name: 'Contract Tongue', code: 'zzq' },
  countries: { name: 'Contractland', code: 'ZQ' },
  'user-categories': { name: 'Contract category' },
  'services-offered': { name: 'Contract service' },
  quickads: {
    title: 'Contract reel',
    websiteLink: 'https://example.com/contract',
    platform: 'instagram',
    whenToPost: '2030-07-01T10:00:00.000Z',
    dueDate: '2030-07-02T10:00:00.000Z',
    language: 'hi',
    budget: 1500,
  },
};

describe('creates carry only what a client decides', () => {
  it('the app’s create forms post only the typed fields, and the server fills the rest', async () => {
    for (const [collection, body] of Object.entries(TYPED)) {
      const res = await admin.json<Rec>('POST', `/${collection}`, body);
      expect(res.status, `${collection}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(ENTITIES[collection as 'users'].record.safeParse(res.body).success, collection).toBe(true);
    }
    const word = (await admin.json<Rec[]>('GET', '/restricted-words?normalized=contract%20test%20phrase')).body[0];
    expect(word).toMatchObject({ text: 'contract test phrase', addedByAdminId: 1 });
    const ad = (await admin.json<Rec[]>('GET', '/quickads?owner=platform&_sort=id&_order=DESC&_end=1')).body[0];
    expect(ad).toMatchObject({
      title: 'Contract reel',
      owner: 'platform',
      postedByUserId: null,
      status: 'draft',
      brief: '',
      mediaUrls: [],
    });
  });

  it('every client-created collection takes a body without its computed, initial and defaulted fields', async () => {
    for (const collection of CLIENT_CREATED) {
      const entity = ENTITIES[collection];
      const sample = (await admin.json<Rec[]>('GET', `/${collection}?_start=0&_end=1`)).body[0];
      expect(sample, collection).toBeDefined();
      const optional = new Set([
        ...Object.keys(entity.computed),
        ...Object.keys(entity.initial),
        ...Object.keys(entity.defaults),
        'id',
        'version',
        'createdAt',
        'updatedAt',
      ]);
      const body = Object.fromEntries(Object.entries(sample).filter(([k]) => !optional.has(k)));
      // Unique fields of the sample, made new.
      Object.assign(body, TYPED[collection] ?? {}, UNIQUE[collection]?.() ?? {});
      const res = await admin.json<Rec>('POST', `/${collection}`, body);
      expect(res.status, `${collection}: ${JSON.stringify(res.body)}`).toBe(201);
      for (const [field, value] of Object.entries(entity.initial)) expect(res.body[field], `${collection}.${field}`).toEqual(value);
    }
  });

  it('ignores a computed value sent, refuses another initial value by name, and says who creates the rest', async () => {
    const word = await admin.json<Rec>('POST', '/restricted-words', {
      text: 'Ignored Claims',
      normalized: 'something else',
      addedByAdminId: 4,
      addedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(word.status).toBe(201);
    expect(word.body).toMatchObject({ normalized: 'ignored claims', addedByAdminId: 1 });
    expect(word.body.addedAt).not.toBe('2001-01-01T00:00:00.000Z');

    const resolved = await admin.json<{ errors: Record<string, string> }>('POST', '/error-reports', {
      reportedByUserId: 1,
      description: 'Broken button',
      status: 'resolved',
    });
    expect(resolved.status).toBe(400);
    expect(Object.keys(resolved.body.errors)).toEqual(['status']);
    expect(resolved.body.errors.status).toContain('"open"');
    const open = await admin.json<Rec>('POST', '/error-reports', { reportedByUserId: 1, description: 'Broken button', status: 'open' });
    expect(open.status).toBe(201);

    for (const collection of COLLECTIONS.filter((c) => ENTITIES[c].createdBy !== 'client' && COLLECTION_ACCESS[c].write !== null)) {
      const res = await admin.json<{ code: string; createdBy: string }>('POST', `/${collection}`, {});
      expect(res.status, collection).toBe(405);
      expect(res.body).toMatchObject({ code: 'app.errors.not_creatable', createdBy: ENTITIES[collection].createdBy });
    }
  });

  it('a replace (PUT) may leave out what the server owns: the stored values stay', async () => {
    const created = (await admin.json<Rec>('POST', '/restricted-words', { text: 'replace me' })).body;
    const put = await admin.json<Rec>('PUT', `/restricted-words/${created.id}`, { text: 'replaced', version: created.version });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({
      text: 'replaced',
      normalized: 'replaced',
      addedAt: created.addedAt,
      addedByAdminId: created.addedByAdminId,
    });
  });
});

let serial = 0;
const next = () => `${Date.now().toString(36)}${serial++}`;
/** Fields a copy of a seed record may not repeat. */
const UNIQUE: Record<string, () => Record<string, unknown>> = {
  users: () => ({ username: `contract.${next()}`, email: `contract.${next()}@example.com` }),
  'restricted-words': () => ({ text: `contract word ${next()}` }),
  languages: () => ({ name: `Contract ${next()}`, code: 'zzr' }),
  countries: () => ({ name: `Contract ${next()}`, code: 'ZR' }),
  'user-categories': () => ({ name: `Contract ${next()}` }),
  'services-offered': () => ({ name: `Contract ${next()}` }),
};
