import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** PostgreSQL's type ids (pg_type.oid) whose text is read otherwise than pg reads it. */
const BOOL = 16;
const INT8 = 20;
const JSON_TYPE = 114;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMPTZ = 1184;

/**
 * `2024-11-01 09:35:25.1+00` (how PostgreSQL writes a timestamptz in the UTC time zone the
 * connection sets) as the ISO-8601 text the records hold and SQLite stores: `2024-11-01T09:35:25.100Z`.
 */
export function isoTimestamp(text: string): string {
  const m = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d+))?\+00$/.exec(text);
  if (!m) return new Date(text).toISOString();
  return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

/**
 * Values come back as SQLite gives them, so one codec (server/db/rowCodec.ts) and one set of
 * table classes read both databases: booleans as 1 and 0, JSON as its text, counts (int8) and
 * numerics as numbers, dates as `YYYY-MM-DD`, timestamps as ISO-8601 text. Given to each pool,
 * not set on pg's shared parsers.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    switch (oid) {
      case BOOL:
        return (text: string) => (text === 't' ? 1 : 0);
      case INT8:
      case NUMERIC:
        return (text: string) => Number(text);
      case JSON_TYPE:
      case DATE:
        return (text: string) => text;
      case TIMESTAMPTZ:
        return isoTimestamp;
      default:
        return pg.types.getTypeParser(oid, format);
    }
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** Connections the pool opens at most. */
  maxConnections?: number;
  /**
   * How long one statement may run, ms (PostgreSQL's statement_timeout): past it PostgreSQL
   * cancels it, so a costly search or figure cannot hold a connection, and the requests waiting
   * for one, for longer (the read workers' budget on SQLite).
   */
  statementTimeoutMs?: number;
  /**
   * Told when a connection lost while idle in the pool (PostgreSQL restarted, the backend was
   * terminated, the database dropped while a closing connection still said goodbye). The pool
   * has already put it away and opens another for the next query.
   */
  onIdleConnectionLost?: (error: Error) => void;
}

/** A pool of connections to the database at `url`, in the UTC time zone. */
export function postgresPool(options: PostgresOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    types,
    options: '-c TimeZone=UTC',
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // pg's pool emits 'error' for a connection lost while idle, and an 'error' nobody hears ends
  // the process: one restart of PostgreSQL would have stopped every API process.
  pool.on('error', (e) => options.onIdleConnectionLost?.(e));
  return pool;
}

/** The same pool as a Kysely instance (the migrations run through it). */
export function connectPostgres(options: PostgresOptions): Kysely<unknown> {
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool: postgresPool(options) }) });
}

/**
 * Drops every table, view and function of the database's schema (`npm run db:reset` on
 * PostgreSQL: the next start migrates and fills it from the seed again, as a deleted SQLite file).
 */
export async function emptyPostgresSchema(url: string): Promise<void> {
  const pool = postgresPool({ url, maxConnections: 1 });
  try {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const tables = await client.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`);
      for (const { name } of tables.rows) await client.query(`DROP TABLE IF EXISTS ${client.escapeIdentifier(name)} CASCADE`);
      const functions = await client.query<{ signature: string }>(
        // Not an extension's own (pg_trgm's similarity() and the rest stay with pg_trgm).
        `SELECT p.oid::regprocedure::text AS signature FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace
           AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
      );
      for (const { signature } of functions.rows) await client.query(`DROP FUNCTION IF EXISTS ${signature} CASCADE`);
      await client.query('COMMIT');
    } catch (e) {
      await client.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      client.release();
    }
  } finally {
    await pool.end();
  }
}
