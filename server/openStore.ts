import path from 'node:path';
import type { ServerConfig } from './config';
import { Store } from './store/store';
import { readLegacyInstall } from './store/legacyImport';
import { COLLECTIONS, isCollection } from '../src/domain/collections';
import { QUERY_GRAMMAR } from '../src/domain/queryGrammar';
import { personSearchText } from '../src/domain/people';

/**
 * The server's database with this project's collections: every field the query grammar knows
 * indexed, users findable by name and contact, an older JSON install imported on first start
 * (`importLegacy: false` for `npm run db:reset`, which always starts from the seed).
 */
export function openStore(config: ServerConfig, log: (msg: string) => void, { importLegacy = true } = {}): Store {
  return Store.open({
    dbFile: config.dbFile,
    seedFile: config.seedFile,
    seedDates: config.seedDates,
    collections: COLLECTIONS,
    fields: (c) => (isCollection(c) ? QUERY_GRAMMAR[c] : []),
    personText: (c, rec) => (c === 'users' ? personSearchText(rec as Parameters<typeof personSearchText>[0]) : null),
    legacy: importLegacy ? () => readLegacyInstall(config.legacyDbFile, path.join(config.dataDir, 'auth.json')) : undefined,
    log,
  });
}
