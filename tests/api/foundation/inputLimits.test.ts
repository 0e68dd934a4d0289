import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { TEXT_LIMITS } from '../../../src/domain/textLimits';

/** #14 findings 10 (no size limits) and 11 (a media URL a browser reads as another site's). */
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = await apiClient(server);
});
afterAll(() => server.stop());

interface User {
  id: number;
  version: number;
  bio: string;
}

async function someUser(offset: number): Promise<User> {
  return (await admin.json<User[]>('GET', `/users?_sort=id&_order=DESC&_start=${offset}&_end=${offset + 1}`)).body[0];
}

describe('text limits (finding 10)', () => {
  it('refuses a 5 MB bio with a 400 naming the field, and takes one at the limit', async () => {
    const user = await someUser(0);
    const huge = await admin.json<{ errors: Record<string, string> }>('PATCH', `/users/${user.id}`, {
      bio: 'x'.repeat(5 * 1024 * 1024),
      version: user.version,
    });
    expect(huge.status).toBe(400);
    expect(Object.keys(huge.body.errors)).toEqual(['bio']);
    const atLimit = await admin.json<User>('PATCH', `/users/${user.id}`, { bio: 'y'.repeat(TEXT_LIMITS.paragraph), version: user.version });
    expect(atLimit.status).toBe(200);
    expect(atLimit.body.bio).toHaveLength(TEXT_LIMITS.paragraph);
  });

  it('refuses an over-long name on create and a command reason past the limit', async () => {
    const created = await admin.json<{ errors: Record<string, string> }>('POST', '/languages', {
      name: 'n'.repeat(TEXT_LIMITS.line + 1),
      code: 'zz',
    });
    expect(created.status).toBe(400);
    expect(Object.keys(created.body.errors)).toContain('name');
    const user = await someUser(1);
    const strike = await admin.json<{ errors: Record<string, string> }>('POST', `/users/${user.id}/actions/issue_strike`, {
      reason: 'r'.repeat(TEXT_LIMITS.paragraph + 1),
      version: user.version,
    });
    expect(strike.status).toBe(400);
  });

  it('refuses an import chunk larger than the chunkBytes it announced', async () => {
    const started = await admin.json<{ uploadId: string; chunkBytes: number }>('POST', '/lists/languages/uploads', {
      fileName: 'big.csv',
      size: 4 * 1024 * 1024,
    });
    expect(started.status).toBe(201);
    const data = Buffer.alloc(3 * 1024 * 1024, 'a').toString('base64');
    const chunk = await admin.json<{ errors?: Record<string, string> }>(
      'POST',
      `/lists/languages/uploads/${started.body.uploadId}/chunks`,
      { index: 0, data },
    );
    expect([400, 413]).toContain(chunk.status);
    const fits = await admin.json('POST', `/lists/languages/uploads/${started.body.uploadId}/chunks`, {
      index: 0,
      data: Buffer.alloc(started.body.chunkBytes, 'a').toString('base64'),
    });
    expect(fits.status).toBe(200);
  });
});

describe('media URLs (finding 11)', () => {
  it.each(['/\\evil.example/x.png', '//evil.example/x.png', 'javascript:alert(1)'])('refuses %s as an avatar', async (url) => {
    const user = await someUser(2);
    const res = await admin.json<{ errors: Record<string, string> }>('PATCH', `/users/${user.id}`, {
      avatarUrl: url,
      version: user.version,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(['avatarUrl']);
  });

  it('still takes a site path and an https URL', async () => {
    let user = await someUser(3);
    for (const url of ['/seed/avatar-01.svg', 'https://cdn.example.com/a.png']) {
      const res = await admin.json<User>('PATCH', `/users/${user.id}`, { avatarUrl: url, version: user.version });
      expect(res.status).toBe(200);
      user = res.body;
    }
  });
});
