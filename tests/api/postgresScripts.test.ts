import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../helpers/api';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres';
import { startServer, type TestServer } from '../helpers/server';

const root = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

/** `npm run db:reset` and `npm run db:export` on a PostgreSQL database (#35: they work on both). */
describe('the database scripts on PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let server: TestServer;
  let admin: ApiClient;
  const env = () => ({ ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_FILE: path.join(root, 'db.json') });
  const script = (name: string, args: string[] = []) =>
    run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', name), ...args], { cwd: root, env: env() });

  beforeAll(async () => {
    database = await createTestDatabase('scripts');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-pg-scripts-'));
    server = await startServer({ dataDir, env: { DATABASE_URL: database.url } });
    admin = await apiClient(server);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('export every record, then reset the database to the seed', async () => {
    const user = (await admin.json<{ id: number; city: string; version: number }>('GET', '/users/1')).body;
    const patched = await admin.json('PATCH', '/users/1', { city: 'Changed by the test', version: user.version });
    expect(patched.status).toBe(200);
    await server.stop();

    const out = path.join(dataDir, 'export.json');
    await script('db-export.ts', ['--out', out]);
    const exported = JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, { id: number; city?: string }[]>;
    const seed = JSON.parse(fs.readFileSync(path.join(root, 'db.json'), 'utf8')) as Record<string, unknown[]>;
    expect(exported.users.find((u) => u.id === 1)?.city).toBe('Changed by the test');
    // Every collection whole (the audit log has the test's own sign-in and change besides).
    for (const name of Object.keys(seed))
      if (name === 'audit-log') expect(exported[name].length).toBeGreaterThan(seed[name].length);
      else expect(exported[name]?.length, name).toBe(seed[name].length);

    await script('db-reset.ts');
    server = await startServer({ dataDir, env: { DATABASE_URL: database.url } });
    admin = await apiClient(server);
    expect((await admin.json<{ city: string }>('GET', '/users/1')).body.city).toBe(user.city);
  });
});
