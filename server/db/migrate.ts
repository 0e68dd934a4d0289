import type Database from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { PostgresSchemaPlugin } from './postgres/schemaTypes';

/**
 * Brings a database up to the latest of `migrations` (Kysely's migrator: a `kysely_migration`
 * table records what ran, a lock table keeps two processes from running them at once). The
 * connection is the store's own: better-sqlite3 answers Kysely's promises synchronously.
 */
export async function migrateToLatest(db: Database.Database, migrations: Record<string, Migration>): Promise<string[]> {
  const kysely = new Kysely<unknown>({ dialect: new SqliteDialect({ database: uncloseable(db) }) });
  try {
    return await runMigrations(kysely, migrations);
  } finally {
    await kysely.destroy();
  }
}

/**
 * The same migrations on PostgreSQL, their column types mapped to PostgreSQL's
 * (postgres/schemaTypes.ts). They run in one transaction under an advisory lock (Kysely's
 * migrator on PostgreSQL), so API processes starting together migrate once.
 */
export async function migratePostgresToLatest(db: Kysely<unknown>, migrations: Record<string, Migration>): Promise<string[]> {
  return runMigrations(db.withPlugin(new PostgresSchemaPlugin()), migrations);
}

async function runMigrations(db: Kysely<unknown>, migrations: Record<string, Migration>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(migrations) } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Kysely closes its connection when destroyed; the store's connection stays open. */
function uncloseable(db: Database.Database): Database.Database {
  return new Proxy(db, {
    get: (target, key) => {
      if (key === 'close') return () => target;
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
