import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { UPLOAD_CHUNK_BYTES, UPLOAD_MAX_BYTES } from '../../../src/domain/uploads';

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

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A "PNG" of `size` bytes: the real signature, then filler (the server checks the first bytes). */
function fakePng(size: number): Buffer {
  const b = Buffer.alloc(size, 7);
  PNG_HEAD.copy(b);
  return b;
}

async function upload(client: ApiClient, bytes: Buffer, contentType = 'image/png') {
  const begin = await client.json<{ uploadId: string; chunkBytes: number }>('POST', '/uploads', { contentType, size: bytes.length });
  if (begin.status !== 201) return begin;
  let last: Awaited<ReturnType<ApiClient['json']>> = begin;
  for (let offset = 0; offset < bytes.length; offset += begin.body.chunkBytes) {
    const data = bytes.subarray(offset, offset + begin.body.chunkBytes).toString('base64');
    last = await client.json('POST', `/uploads/${begin.body.uploadId}`, { offset, data });
    if (last.status >= 300 && last.status !== 201) return last;
  }
  return last as { status: number; body: { url: string; contentType: string; size: number } };
}

describe('uploads of quick-ad media', () => {
  it('stores a 5 MB image in chunks and serves it back, whole, with safe headers', async () => {
    const bytes = fakePng(UPLOAD_MAX_BYTES);
    const done = (await upload(admin, bytes)) as { status: number; body: { url: string; size: number } };
    expect(done.status).toBe(201);
    expect(done.body.url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    expect(done.body.size).toBe(UPLOAD_MAX_BYTES);
    const res = await support.get(done.body.url.replace(/^\/api/, ''));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses files over 5 MB, types off the whitelist, and bytes that are not what the type says', async () => {
    expect((await admin.send('POST', '/uploads', { contentType: 'image/png', size: UPLOAD_MAX_BYTES + 1 })).status).toBe(400);
    expect((await admin.send('POST', '/uploads', { contentType: 'image/svg+xml', size: 100 })).status).toBe(400);
    expect((await admin.send('POST', '/uploads', { contentType: 'text/html', size: 100 })).status).toBe(400);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = await upload(admin, html, 'image/png');
    expect(disguised.status).toBe(415);
  });

  it('refuses chunks out of order or beyond the declared size', async () => {
    const begin = await admin.json<{ uploadId: string }>('POST', '/uploads', { contentType: 'image/png', size: 10 });
    const skip = await admin.json<{ code: string }>('POST', `/uploads/${begin.body.uploadId}`, {
      offset: 5,
      data: fakePng(5).toString('base64'),
    });
    expect(skip.status).toBe(409);
    const tooLong = await admin.send('POST', `/uploads/${begin.body.uploadId}`, { offset: 0, data: fakePng(11).toString('base64') });
    expect(tooLong.status).toBe(400);
    const oversizedChunk = await admin.send('POST', `/uploads/${begin.body.uploadId}`, {
      offset: 0,
      data: fakePng(UPLOAD_CHUNK_BYTES + 3).toString('base64'),
    });
    expect(oversizedChunk.status).toBe(400);
  });

  it('keeps an upload to the admin who began it, and needs quickads.manage to upload', async () => {
    const begin = await admin.json<{ uploadId: string }>('POST', '/uploads', { contentType: 'image/png', size: 8 });
    const other = await apiClient(server, 'employee@example.com');
    expect((await other.send('POST', `/uploads/${begin.body.uploadId}`, { offset: 0, data: PNG_HEAD.toString('base64') })).status).toBe(
      404,
    );
    expect((await support.send('POST', '/uploads', { contentType: 'image/png', size: 8 })).status).toBe(403);
  });

  it('serves only exact random names, to signed-in admins who read quick ads or media', async () => {
    const done = (await upload(admin, fakePng(64))) as { body: { url: string } };
    const path = done.body.url.replace(/^\/api/, '');
    expect((await fetch(`${server.api}${path}`)).status).toBe(401);
    expect((await custom.send('GET', path)).status).toBe(403);
    expect((await admin.send('GET', '/uploads/..%2Fdb.json')).status).toBe(404);
    expect((await admin.send('GET', '/uploads/.partial')).status).toBe(404);
    expect((await admin.send('GET', `/uploads/${'0'.repeat(32)}.png`)).status).toBe(404);
  });
});
