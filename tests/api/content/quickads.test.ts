import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { NEW_AD } from './quickadFixture';

type Rec = { id: number; version: number; status: string } & Record<string, unknown>;

let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;
let support: ApiClient;

beforeAll(async () => {
  server = await startServer();
  [admin, employee, support] = await Promise.all([
    apiClient(server),
    apiClient(server, 'employee@example.com'),
    apiClient(server, 'support@example.com'),
  ]);
});
afterAll(() => server.stop());

async function first(path: string): Promise<Rec> {
  const { body } = await admin.json<Rec[]>('GET', `${path}&_end=1`);
  expect(body.length).toBe(1);
  return body[0];
}

function body(rec: Rec, patch: Record<string, unknown>): Record<string, unknown> {
  const { id: _i, createdAt: _c, updatedAt: _u, ...rest } = rec;
  return { ...rest, ...patch };
}

describe('platform quick ads through REST', () => {
  it('creates a draft with every field, edits it, and refuses what only commands may change', async () => {
    const created = await employee.json<Rec>('POST', '/quickads', NEW_AD);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...NEW_AD, version: 1 });
    const edited = await employee.json<Rec>(
      'PUT',
      `/quickads/${created.body.id}`,
      body(created.body, { title: 'Monsoon sale reels', mood: 'Funny' }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Monsoon sale reels', mood: 'Funny', version: 2 });
    const statusByRest = await employee.json<{ code: string }>(
      'PUT',
      `/quickads/${created.body.id}`,
      body(edited.body, { status: 'published' }),
    );
    expect(statusByRest.status).toBe(409);
    expect(statusByRest.body.code).toBe('app.content.errors.command_only');
  });

  it('refuses to post as a user, to start other than a draft, and tech support writing at all', async () => {
    // Owner, poster and status are the server's: sent with other values than a new ad's, each is named.
    const asUser = await admin.json<{ errors: Record<string, string> }>('POST', '/quickads', {
      ...NEW_AD,
      owner: 'user',
      postedByUserId: 1,
    });
    expect(asUser.status).toBe(400);
    expect(Object.keys(asUser.body.errors).sort()).toEqual(['owner', 'postedByUserId']);
    const removed = await admin.json<{ errors: Record<string, string> }>('POST', '/quickads', { ...NEW_AD, status: 'removed' });
    expect(removed.status).toBe(400);
    expect(removed.body.errors.status).toMatch(/starts with "draft"/);
    expect((await admin.send('POST', '/quickads', { ...NEW_AD, websiteLink: 'javascript:alert(1)' })).status).toBe(400);
    const late = await admin.json<{ errors: Record<string, string> }>('POST', '/quickads', {
      ...NEW_AD,
      whenToPost: '2030-08-01T10:00:00.000Z',
    });
    expect(late.status).toBe(400);
    expect(late.body.errors).toHaveProperty('whenToPost');
    expect((await support.send('POST', '/quickads', NEW_AD)).status).toBe(403);
  });

  it('refuses edits of a user’s ad and of a closed ad', async () => {
    const userAd = await first('/quickads?owner=user&status=published');
    expect((await admin.json<{ code: string }>('PUT', `/quickads/${userAd.id}`, body(userAd, { title: 'Changed' }))).body.code).toBe(
      'app.content.errors.platform_only',
    );
    const closed = await first('/quickads?owner=platform&status=closed');
    expect((await admin.send('PUT', `/quickads/${closed.id}`, body(closed, { title: 'Changed' }))).status).toBe(409);
  });
});

describe('quick ad commands', () => {
  it('publishes a platform draft, then closes it; refuses both from the wrong status', async () => {
    const created = (await admin.json<Rec>('POST', '/quickads', NEW_AD)).body;
    expect((await admin.send('POST', `/quickads/${created.id}/actions/close`, {})).status).toBe(409);
    const published = await employee.json<Rec>('POST', `/quickads/${created.id}/actions/publish`, {});
    expect(published.body.status).toBe('published');
    expect((await admin.send('POST', `/quickads/${created.id}/actions/publish`, {})).status).toBe(409);
    const closed = await employee.json<Rec>('POST', `/quickads/${created.id}/actions/close`, {});
    expect(closed.body.status).toBe('closed');
    expect((await support.send('POST', `/quickads/${created.id}/actions/publish`, {})).status).toBe(403);
  });

  it('removes a user’s published ad with its reason; refuses platform ads, removed ads, no reason and tech support', async () => {
    const ad = await first('/quickads?owner=user&status=published');
    expect((await support.send('POST', `/quickads/${ad.id}/actions/remove`, { reason: 'Spam' })).status).toBe(403);
    expect((await admin.send('POST', `/quickads/${ad.id}/actions/remove`, {})).status).toBe(400);
    const removed = await employee.json<Rec>('POST', `/quickads/${ad.id}/actions/remove`, { reason: 'Misleading health claims.' });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ status: 'removed', moderationReason: 'Misleading health claims.' });
    expect((await admin.send('POST', `/quickads/${ad.id}/actions/remove`, { reason: 'Again' })).status).toBe(409);
    const platformAd = await first('/quickads?owner=platform&status=published');
    expect((await admin.send('POST', `/quickads/${platformAd.id}/actions/remove`, { reason: 'Own ad' })).status).toBe(409);
  });
});

describe('quick ad applicants', () => {
  async function applicantOf(owner: string, adStatus: string): Promise<Rec | undefined> {
    const ads = (await admin.json<Rec[]>('GET', `/quickads?owner=${owner}&status=${adStatus}&_end=1000`)).body;
    for (const ad of ads) {
      const [applicant] = (await admin.json<Rec[]>('GET', `/quickad-applicants?quickadId=${ad.id}&status=applied&_end=1`)).body;
      if (applicant) return applicant;
    }
    return undefined;
  }

  it('accepts and rejects applicants of a published platform ad, once', async () => {
    const ads = (await admin.json<Rec[]>('GET', '/quickads?owner=platform&status=published&_end=1000')).body;
    const applied = (
      await admin.json<Rec[]>('GET', `/quickad-applicants?status=applied&_end=1000&${ads.map((a) => `quickadId=${a.id}`).join('&')}`)
    ).body;
    expect(applied.length).toBeGreaterThanOrEqual(2);
    const [a, b] = applied;
    expect((await support.send('POST', `/quickad-applicants/${a.id}/actions/accept`, {})).status).toBe(403);
    expect((await employee.json<Rec>('POST', `/quickad-applicants/${a.id}/actions/accept`, {})).body.status).toBe('accepted');
    expect((await employee.json<Rec>('POST', `/quickad-applicants/${b.id}/actions/reject`, {})).body.status).toBe('rejected');
    expect((await admin.send('POST', `/quickad-applicants/${a.id}/actions/reject`, {})).status).toBe(409);
    expect((await admin.send('POST', `/quickad-applicants/${b.id}/actions/accept`, {})).status).toBe(409);
  });

  it('refuses deciding applicants of a user’s ad or of an ad that is not published', async () => {
    const ofUserAd = await applicantOf('user', 'published');
    expect(ofUserAd).toBeDefined();
    const res = await admin.json<{ code: string }>('POST', `/quickad-applicants/${ofUserAd!.id}/actions/accept`, {});
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('app.content.errors.not_platform_ad');
    const ofRemoved = await applicantOf('platform', 'removed');
    expect(ofRemoved).toBeDefined();
    const removed = await admin.json<{ code: string }>('POST', `/quickad-applicants/${ofRemoved!.id}/actions/reject`, {});
    expect(removed.body.code).toBe('app.content.errors.ad_not_published');
  });

  it('never changes an applicant’s status through plain REST', async () => {
    const [applicant] = (await admin.json<Rec[]>('GET', '/quickad-applicants?status=applied&_end=1')).body;
    const res = await admin.json<{ code: string }>('PATCH', `/quickad-applicants/${applicant.id}`, {
      version: applicant.version,
      status: 'accepted',
    });
    expect(res.status).toBe(409);
  });
});
