import fs from 'node:fs';
import path from 'node:path';
import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { NEW_AD } from './quickadFixture';

const MB = 1024 * 1024;
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A file well over half of the 1 MB test quota: two of them cannot fit. */
const BIG = 600 * 1024;

/** A "PNG" of `size` bytes: the real signature, then filler (the server checks the first bytes). */
function fakePng(size: number): Buffer {
  const b = Buffer.alloc(size, 7);
  PNG_HEAD.copy(b);
  return b;
}

type Answer = { status: number; body: Record<string, unknown> };

function begin(client: ApiClient, size: number): Promise<Answer> {
  return client.json('POST', '/uploads', { contentType: 'image/png', size });
}

/** Sends every byte of an upload begun for `bytes.length`; the last answer carries the URL. */
async function finish(client: ApiClient, uploadId: string, bytes: Buffer): Promise<{ status: number; body: { url: string } }> {
  let last!: { status: number; body: { url: string } };
  for (let offset = 0; offset < bytes.length; offset += MB) {
    last = await client.json('POST', `/uploads/${uploadId}`, { offset, data: bytes.subarray(offset, offset + MB).toString('base64') });
  }
  return last;
}

async function upload(client: ApiClient, size: number): Promise<string> {
  const started = await begin(client, size);
  expect(started.status).toBe(201);
  const done = await finish(client, String(started.body.uploadId), fakePng(size));
  expect(done.status).toBe(201);
  return done.body.url;
}

/** A platform quick ad as the My Quick Ads form sends it, showing these media. */
function quickAd(mediaUrls: string[]) {
  return { ...NEW_AD, mediaUrls };
}

const fileOf = (server: TestServer, url: string) => path.join(server.dataDir, 'uploads', url.split('/').pop()!);

describe('upload quotas (1 MB per admin, 1.5 MB in all)', () => {
  const env = { UPLOAD_QUOTA_PER_ADMIN_MB: '1', UPLOAD_QUOTA_TOTAL_MB: '1.5' };
  let server: TestServer;
  let admin: ApiClient;
  let employee: ApiClient;

  beforeAll(async () => {
    server = await startServer({ env });
    [admin, employee] = await Promise.all([apiClient(server), apiClient(server, 'employee@example.com')]);
  });
  afterAll(() => server.stop());

  it("counts an admin's unfinished uploads at their declared size and finished ones until a record uses them (413)", async () => {
    const first = await begin(admin, BIG);
    expect(first.status).toBe(201);
    // Reserved at begin: a second upload started before the first sends a byte is refused already.
    const second = await begin(admin, BIG);
    expect(second.status).toBe(413);
    expect(second.body).toMatchObject({ code: 'app.content.upload.quota_admin', quotaBytes: MB, usedBytes: BIG, size: BIG });
    const url = (await finish(admin, String(first.body.uploadId), fakePng(BIG))).body.url;
    expect((await begin(admin, BIG)).body).toMatchObject({ code: 'app.content.upload.quota_admin', usedBytes: BIG });
    // Another admin's quota is their own.
    const other = await begin(employee, 100);
    expect(other.status).toBe(201);
    await finish(employee, String(other.body.uploadId), fakePng(100));

    // Saved in a quick ad, the file no longer counts: the next upload fits.
    expect((await admin.json('POST', '/quickads', quickAd([url]))).status).toBe(201);
    expect((await begin(admin, BIG)).status).toBe(201);
  });

  it('refuses an upload past the total with 507, whoever owns the files (continues from the test above)', async () => {
    // On the server now: the quick ad's file and the admin's unfinished upload (600 KiB each), the employee's 100 bytes.
    const refused = await begin(employee, 400 * 1024);
    expect(refused.status).toBe(507);
    expect(refused.body).toMatchObject({
      code: 'app.content.upload.quota_total',
      quotaBytes: 1.5 * MB,
      usedBytes: 2 * BIG + 100,
      size: 400 * 1024,
    });
    expect((await begin(employee, 300 * 1024)).status).toBe(201);
  });

  it('checks a chunk against the declared size before writing it: nothing lands past it', async () => {
    const started = await begin(admin, 16);
    const id = String(started.body.uploadId);
    const partial = path.join(server.dataDir, 'uploads', '.partial', id);
    const head = fakePng(16);
    expect((await admin.json('POST', `/uploads/${id}`, { offset: 0, data: head.subarray(0, 10).toString('base64') })).body).toEqual({
      received: 10,
    });
    const tooLong = await admin.json('POST', `/uploads/${id}`, { offset: 10, data: fakePng(8).toString('base64') });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ code: 'app.content.upload.bad_chunk', received: 10, size: 16 });
    expect(fs.statSync(partial).size).toBe(10);
    const done = await admin.json<{ url: string; size: number }>('POST', `/uploads/${id}`, {
      offset: 10,
      data: head.subarray(10).toString('base64'),
    });
    expect(done.status).toBe(201);
    expect(fs.readFileSync(fileOf(server, done.body.url)).equals(head)).toBe(true);
  });
});

describe('clean-up of uploads no record uses', () => {
  const env = { UPLOAD_QUOTA_PER_ADMIN_MB: '1' };
  let server: TestServer | undefined;
  afterAll(() => server?.stop());

  // Three server starts on one folder: on a loaded runner each takes seconds (60 s at most).
  it('keeps owners across a restart, and once the grace has passed removes unused files and leftover bytes but not used ones', async () => {
    server = await startServer({ env });
    const dataDir = server.dataDir;
    let admin = await apiClient(server);
    const unused = await upload(admin, BIG);
    const used = await upload(admin, 64);
    expect((await admin.json('POST', '/quickads', quickAd([used]))).status).toBe(201);
    // An upload under way (its row in the database, kept until idle too long: another process
    // may be taking its chunks) and the bytes of one the database no longer knows.
    const unfinished = await begin(admin, 16);
    const partial = path.join(dataDir, 'uploads', '.partial', String(unfinished.body.uploadId));
    expect(
      (await admin.json('POST', `/uploads/${String(unfinished.body.uploadId)}`, { offset: 0, data: fakePng(8).toString('base64') })).status,
    ).toBe(200);
    expect(fs.existsSync(partial)).toBe(true);
    const leftover = path.join(dataDir, 'uploads', '.partial', 'f'.repeat(32));
    fs.writeFileSync(leftover, 'left behind');
    await server.stop();

    // Within the grace: the unused file is kept and still its owner's, the leftover bytes are gone,
    // the upload under way is kept and still counts.
    server = await startServer({ env, dataDir });
    admin = await apiClient(server);
    await vi.waitFor(() => expect(fs.existsSync(leftover)).toBe(false), { timeout: 10_000, interval: 20 });
    expect(fs.existsSync(partial)).toBe(true);
    expect(fs.existsSync(fileOf(server, unused))).toBe(true);
    expect((await begin(admin, BIG)).body).toMatchObject({ code: 'app.content.upload.quota_admin', usedBytes: BIG + 16 });
    await server.stop();

    // No grace: the sweep at start removes the unused file (and its owner sidecar), not the quick ad's.
    server = await startServer({ env: { ...env, UPLOAD_GRACE_HOURS: '0' }, dataDir });
    admin = await apiClient(server);
    await vi.waitFor(() => expect(fs.existsSync(fileOf(server!, unused))).toBe(false), { timeout: 10_000, interval: 20 });
    expect(fs.existsSync(`${fileOf(server, unused)}.json`)).toBe(false);
    expect((await admin.send('GET', unused.replace(/^\/api/, ''))).status).toBe(404);
    const kept = await admin.get(used.replace(/^\/api/, ''));
    expect(kept.status).toBe(200);
    expect(Buffer.from(await kept.arrayBuffer()).equals(fakePng(64))).toBe(true);
    await vi.waitFor(() => expect(server!.output()).toMatch(/uploads: removed 1 unused file/), { timeout: 10_000, interval: 20 });
  }, 60_000);

  it('sweeps again on its timer, not only at start', async () => {
    // A sweep every 60 ms and a grace of 0.36 s: the file, uploaded after the start's sweep, goes on a later one.
    const timed = await startServer({ env: { UPLOAD_SWEEP_MINUTES: '0.001', UPLOAD_GRACE_HOURS: '0.0001' } });
    try {
      const unused = await upload(await apiClient(timed), 64);
      await vi.waitFor(() => expect(fs.existsSync(fileOf(timed, unused))).toBe(false), { timeout: 10_000, interval: 20 });
    } finally {
      await timed.stop();
    }
  });
});
