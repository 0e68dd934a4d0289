import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../../../scripts/buildServer';
import { apiClient, type ApiClient } from '../../helpers/api';
import { startServer, type TestServer } from '../../helpers/server';
import { countOf, csv, uploadFile } from '../administration/importHelpers';

/**
 * The server `npm start` runs: compiled by scripts/buildServer.ts into one module per entry, every
 * worker module a bundle of its own. A worker that cannot start degrades quietly (its pool runs the
 * jobs on the server's thread and says so in the log), so each kind is made to work here and the
 * log is read for the complaint.
 */
const outDir = path.resolve(import.meta.dirname, '../../.tmp', `compiled-server-${process.pid}`);
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  await buildServer(outDir);
  server = await startServer({ compiledDir: outDir, env: { READ_WORKERS: '1' } });
  // Signing in checks the password on a password worker.
  admin = await apiClient(server, 'admin@example.com');
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(server?.dataDir ?? '', { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('the compiled server (npm start)', () => {
  it('runs its own bundles, no TypeScript loader', () => {
    expect(fs.readFileSync(`/proc/${server.proc.pid}/cmdline`, 'utf8').split('\0')).toContain(path.join(outDir, 'main.mjs'));
    expect(
      fs
        .readdirSync(outDir)
        .filter((f) => f.endsWith('.mjs'))
        .sort(),
    ).toEqual(['checkpointWorker.mjs', 'main.mjs', 'parseWorker.mjs', 'passwordWorker.mjs', 'readWorker.mjs', 'start.mjs']);
  });

  it('searches on a read worker, reads a file on a parse worker, and no worker complains', async () => {
    const found = await admin.json<{ id: number }[]>('GET', '/users?q=sharma&_start=0&_end=5');
    expect(found.status).toBe(200);
    expect(found.body.length).toBeGreaterThan(0);
    expect((await admin.json('GET', '/statistics')).status).toBe(200);

    const before = await countOf(admin, 'languages');
    const uploadId = await uploadFile(admin, 'languages', 'more.csv', csv('name,code\nCompiled Tongue,qcz\n'));
    const imported = await admin.json<{ added: number }>('POST', '/lists/languages/import', { mode: 'add_more', uploadId });
    expect(imported.status).toBe(200);
    expect(imported.body.added).toBe(1);
    expect(await countOf(admin, 'languages')).toBe(before + 1);

    expect(server.output()).not.toMatch(/worker stopped|workers cannot start|checkpoint thread stopped/i);
  });

  it('is what the sources under tsx are (npm run dev): they start and answer too', async () => {
    const source = await startServer({ fromSource: true });
    try {
      expect(fs.readFileSync(`/proc/${source.proc.pid}/cmdline`, 'utf8').split('\0')).toContain(
        path.resolve(import.meta.dirname, '../../../server/main.ts'),
      );
      const sourceAdmin = await apiClient(source, 'admin@example.com');
      expect((await sourceAdmin.json('GET', '/users?q=sharma&_start=0&_end=5')).status).toBe(200);
    } finally {
      await source.stop();
      fs.rmSync(source.dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
