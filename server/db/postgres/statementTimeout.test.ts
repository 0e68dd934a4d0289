import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/helpers/postgres';
import { BusyError } from '../../threads/workerPool';
import { postgresPool } from './connection';
import { PostgresConnection } from './postgresConnection';

let database: TestDatabase;
let pool: ReturnType<typeof postgresPool>;

beforeAll(async () => {
  database = await createTestDatabase('statement_timeout');
  pool = postgresPool({ url: database.url, statementTimeoutMs: 200 });
});
afterAll(async () => {
  await pool?.end();
  await database?.drop();
});

it('refuses a statement past the read budget with 503, and the connection serves the next one', async () => {
  const connection = new PostgresConnection(pool);
  const slow = connection.get(sql`SELECT pg_sleep(5)`);
  await expect(slow).rejects.toBeInstanceOf(BusyError);
  await expect(slow).rejects.toMatchObject({ status: 503 });
  expect(await connection.get<{ one: number }>(sql`SELECT 1 AS one`)).toEqual({ one: 1 });
});
