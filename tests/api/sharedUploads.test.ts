import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_CHUNK_BYTES } from '../../src/domain/uploads';
import { apiClient, type ApiClient } from '../helpers/api';
import { startTwoServers, type TwoServers } from '../helpers/twoServers';
import { NEW_AD } from './content/quickadFixture';

/**
 * Issue #35: a quick ad's media upload begun on one API process may send its chunks to any
 * process of the database (behind a load balancer, or WORKERS=2), and the quotas count the
 * uploads under way on every process.
 */
let servers: TwoServers;
let onA: ApiClient;
let onB: ApiClient;

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A "PNG" of `size` bytes: the real signature, then bytes that tell each position apart. */
function fakePng(size: number): Buffer {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = (i * 31) % 251;
  PNG_HEAD.copy(b);
  return b;
}

beforeAll(async () => {
  // 8 MB an admin may hold unused: one 5 MB upload under way and another cannot both fit.
  servers = await startTwoServers({ env: { UPLOAD_QUOTA_PER_ADMIN_MB: '8' } });
  onA = await apiClient(servers.a, 'admin@example.com');
  onB = await apiClient(servers.b, 'admin@example.com');
});

afterAll(async () => {
  await servers?.stop();
});

describe('quick-ad media uploads on two processes', () => {
  it('takes chunks sent to either process and serves the file and its quick ad from both', async () => {
    const bytes = fakePng(3 * UPLOAD_CHUNK_BYTES - 1000);
    const begun = await onA.json<{ uploadId: string; chunkBytes: number }>('POST', '/uploads', {
      contentType: 'image/png',
      size: bytes.length,
    });
    expect(begun.status).toBe(201);
    const { uploadId, chunkBytes } = begun.body;
    const chunk = (offset: number) => ({ offset, data: bytes.subarray(offset, offset + chunkBytes).toString('base64') });
    // The first chunk to both at once: one takes it, the other finds the upload moved on.
    const firsts = await Promise.all([
      onA.send('POST', `/uploads/${uploadId}`, chunk(0)),
      onB.send('POST', `/uploads/${uploadId}`, chunk(0)),
    ]);
    expect(firsts.map((r) => r.status).sort()).toEqual([200, 409]);
    // Then alternately: B, A.
    expect((await onB.json('POST', `/uploads/${uploadId}`, chunk(chunkBytes))).status).toBe(200);
    const done = await onA.json<{ url: string; size: number }>('POST', `/uploads/${uploadId}`, chunk(2 * chunkBytes));
    expect(done.status).toBe(201);
    expect(done.body.size).toBe(bytes.length);
    // Finished: the last chunk again is refused on both.
    expect((await onB.send('POST', `/uploads/${uploadId}`, chunk(2 * chunkBytes))).status).toBe(404);

    const created = await onB.json<{ id: number }>('POST', '/quickads', { ...NEW_AD, mediaUrls: [done.body.url] });
    expect(created.status).toBe(201);
    for (const api of [onA, onB]) {
      const ad = await api.json<{ mediaUrls: string[] }>('GET', `/quickads/${created.body.id}`);
      expect(ad.body.mediaUrls).toEqual([done.body.url]);
      const file = await api.get(done.body.url.replace(/^\/api/, ''));
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it("counts an upload under way on one process in the admin's quota on the other", async () => {
    const begin = (api: ApiClient) =>
      api.json<{ uploadId: string; code?: string }>('POST', '/uploads', { contentType: 'image/png', size: 5 * MB });
    const first = await begin(onA);
    expect(first.status).toBe(201);
    const second = await begin(onB);
    expect(second.status).toBe(413);
    expect(second.body.code).toBe('app.content.upload.quota_admin');
  });
});
