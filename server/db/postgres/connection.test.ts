import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/postgres';
import { postgresPool } from './connection';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase('idle_connection');
});
afterAll(async () => {
  await database?.drop();
});

it('survives an idle connection terminated by the server, and the next query opens another', async () => {
  const lost: Error[] = [];
  const pool = postgresPool({ url: database.url, maxConnections: 1, onIdleConnectionLost: (e) => lost.push(e) });
  const witness = postgresPool({ url: database.url, maxConnections: 1 });
  try {
    const { rows } = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    // The connection is idle in the pool now; PostgreSQL ends it as on a restart.
    await witness.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
    await expect.poll(() => lost.length, { timeout: 10_000 }).toBe(1);
    expect(lost[0].message).toMatch(/terminat/i);
    const again = await pool.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    expect(again.rows[0].pid).not.toBe(rows[0].pid);
  } finally {
    await pool.end();
    await witness.end();
  }
});
