import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startServer, type TestServer } from '../../helpers/server';

/** The built app as the server hands it to browsers: compressed assets, the SPA fallback, nothing else. */

let server: TestServer;
let dist: string;
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ id: i, name: `row ${i}` })))};\n`;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'UserList-Ab12_cd.js'), SCRIPT);
  fs.writeFileSync(path.join(dist, 'assets', '.env'), 'SECRET=1');
  server = await startServer({ staticDir: dist });
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide the encoding). */
function rawGet(p: string, acceptEncoding: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${p}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('the built app', () => {
  it('sends an asset brotli- or gzip-compressed as the browser accepts, or plain, cached for a year', async () => {
    const br = await rawGet('/assets/UserList-Ab12_cd.js', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);

    const gz = await rawGet('/assets/UserList-Ab12_cd.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
    expect(gz.body.length).toBeLessThan(SCRIPT.length / 3);

    const plain = await rawGet('/assets/UserList-Ab12_cd.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
  });

  it('answers a missing asset or a hidden file with 404, never with the app page', async () => {
    for (const p of ['/assets/UserList-old0000.js', '/assets/.env', '/assets/nested/UserList-Ab12_cd.js']) {
      const res = await rawGet(p, 'gzip');
      expect(res.status, p).toBe(404);
      expect(res.body.toString(), p).not.toContain('<!doctype html>');
    }
  });

  it('answers a client route with the app page, never cached', async () => {
    const res = await rawGet('/users/12/show', 'identity');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<title>app</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
