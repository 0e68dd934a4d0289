import path from 'node:path';
import type { ServerConfig } from './config';
import { Store } from './store/store';
import { readLegacyInstall } from './store/legacyImport';
import { MIGRATIONS } from './db/migrations';
import { COLLECTIONS } from '../src/domain/collections';
import { personSearchText } from '../src/domain/people';

/**
 * The server's database with this project's collections: the tables of the migrations in
 * server/db/migrations, users findable by name and contact, an older JSON install imported on first start
 * (`importLegacy: false` for `npm run db:reset`, which always starts from the seed).
 */
export function openStore(config: ServerConfig, log: (msg: string) => void, { importLegacy = true } = {}): Promise<Store> {
  return Store.open({
    dbFile: config.dbFile,
    seedFile: config.seedFile,
    seedDates: config.seedDates,
    collections: COLLECTIONS,
    migrations: MIGRATIONS,
    personText: (c, rec) => (c === 'users' ? personSearchText(rec as Parameters<typeof personSearchText>[0]) : null),
    legacy: importLegacy ? () => readLegacyInstall(config.legacyDbFile, path.join(config.dataDir, 'auth.json')) : undefined,
    log,
  });
}
