import path from 'node:path';
import type { ServerConfig } from './config';
import { SqliteStore } from './store/store';
import { PostgresStore } from './store/postgresStore';
import { readLegacyInstall } from './store/legacyImport';
import { MIGRATIONS } from './db/migrations';
import { COLLECTIONS } from '../src/domain/collections';
import { personSearchText } from '../src/domain/people';

/** Users are found by name and contact (their person column of the search index). */
function personText(collection: string, rec: Record<string, unknown>): string | null {
  return collection === 'users' ? personSearchText(rec as Parameters<typeof personSearchText>[0]) : null;
}

/**
 * The server's database with this project's collections, in the SQLite file or, when
 * DATABASE_URL is set, in PostgreSQL: the tables of the migrations in server/db/migrations, users findable by name and contact, an older JSON install imported on first start
 * (`importLegacy: false` for `npm run db:reset`, which always starts from the seed).
 */
export function openStore(
  config: ServerConfig,
  log: (msg: string) => void,
  { importLegacy = true } = {},
): Promise<SqliteStore | PostgresStore> {
  if (config.databaseUrl)
    return PostgresStore.open({
      url: config.databaseUrl,
      seedFile: config.seedFile,
      seedDates: config.seedDates,
      collections: COLLECTIONS,
      migrations: MIGRATIONS,
      personText,
      statementTimeoutMs: config.readBudgetMs,
      log,
    });
  return SqliteStore.open({
    dbFile: config.dbFile,
    seedFile: config.seedFile,
    seedDates: config.seedDates,
    collections: COLLECTIONS,
    migrations: MIGRATIONS,
    personText,
    legacy: importLegacy ? () => readLegacyInstall(config.legacyDbFile, path.join(config.dataDir, 'auth.json')) : undefined,
    log,
  });
}
