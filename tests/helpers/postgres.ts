import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** The database at `url`'s server with another name. */
function urlWithDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('postgresUrl') });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the run's PostgreSQL server (tests/postgresSetup.ts), owned by the
 * test that made it: drop() removes it (also while connections to it are still open).
 */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const name = `${label.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_${randomBytes(4).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: urlWithDatabase(inject('postgresUrl'), name),
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** The databases servers of this test process run on, by data folder (two servers on one folder share one). */
const serverDatabases = new Map<string, { database: TestDatabase; users: number }>();

/**
 * A database for a test server on PostgreSQL (TEST_DATABASE=postgres), filled from `seedFile` as
 * the server would fill it: a copy of a template database made once per seed and run (as the
 * SQLite tests copy a database file), so a server starts without loading the seed again. Servers
 * on one data folder share it, also one after the other (a restart keeps the records).
 */
export async function serverDatabase(
  dataDir: string,
  env: Record<string, string | undefined>,
): Promise<{ url: string; release(): Promise<void> }> {
  const shared = serverDatabases.get(dataDir);
  if (shared) shared.users++;
  else serverDatabases.set(dataDir, { database: await copyOfSeed(env), users: 1 });
  const entry = serverDatabases.get(dataDir)!;
  let released = false;
  return {
    url: entry.database.url,
    release: async () => {
      if (released) return;
      released = true;
      entry.users--;
    },
  };
}

/**
 * Drops the databases no server uses any more: after each test file (tests/setup.ts), not when a
 * server stops, since a test may start another on the same data folder and expect its records.
 */
export async function dropIdleServerDatabases(): Promise<void> {
  for (const [dataDir, entry] of serverDatabases) {
    if (entry.users > 0) continue;
    serverDatabases.delete(dataDir);
    await entry.database.drop();
  }
}

async function copyOfSeed(env: Record<string, string | undefined>): Promise<TestDatabase> {
  const seedFile = env.SEED_FILE!;
  const relativeDay = env.SEED_DATES === 'relative' ? new Date().toISOString().slice(0, 10) : '';
  const key = `${seedFile}\n${fs.statSync(seedFile).mtimeMs}\n${env.SEED_DATES ?? ''}\n${relativeDay}`;
  const template = `seed_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
  await onServer(async (client) => {
    // One template per seed across the run's test processes: the first makes it, the others wait.
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount) return;
      await client.query(`CREATE DATABASE "${template}"`);
      try {
        const { loadConfig } = await import('../../server/config');
        const { openStore } = await import('../../server/openStore');
        const store = await openStore(loadConfig({ ...env, DATABASE_URL: urlWithDatabase(inject('postgresUrl'), template) }), () => {});
        await store.close();
      } catch (e) {
        await client.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
        throw e;
      }
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  const name = `server_${randomBytes(6).toString('hex')}`;
  await onServer(async (client) => {
    // PostgreSQL 15's default copy (WAL_LOG) writes every block of the seeded template through
    // the write-ahead log; copying its files (FILE_COPY) does far less work, and the API tests on
    // PostgreSQL make a database per server they start. Older servers only copy files.
    const { rows } = await client.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`);
    const strategy = Number(rows[0].v) >= 150000 ? ' STRATEGY FILE_COPY' : '';
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"${strategy}`);
  });
  return {
    name,
    url: urlWithDatabase(inject('postgresUrl'), name),
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
