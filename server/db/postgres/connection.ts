import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

/** PostgreSQL's type ids (pg_type.oid) whose text the store reads otherwise than pg does. */
const INT8 = 20;
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
 * Values as the records have them: counts (int8) and numerics as numbers, dates as
 * `YYYY-MM-DD` text (pg would make a local-midnight Date), timestamps as ISO text. Given to
 * each pool, not set on pg's shared parsers.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 || oid === NUMERIC) return (text: string) => Number(text);
    if (oid === DATE) return (text: string) => text;
    if (oid === TIMESTAMPTZ) return isoTimestamp;
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

export interface PostgresOptions {
  /** postgres://user:password@host:port/database */
  url: string;
  /** Connections the pool opens at most. */
  maxConnections?: number;
}

/** A pool of connections to the database at `url`, in the UTC time zone, as a Kysely instance. */
export function connectPostgres(options: PostgresOptions): Kysely<unknown> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    types,
    options: '-c TimeZone=UTC',
  });
  return new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
}
