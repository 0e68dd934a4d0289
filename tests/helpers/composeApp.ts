import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config';
import { UploadStore } from '../../server/uploads/uploadStore';
import { SqliteStore } from '../../server/store/store';
import { MIGRATIONS } from '../../server/db/migrations';
import { createReadPool } from '../../server/reads/readPool';
import { COLLECTIONS } from '../../src/domain/collections';
import { createAuth } from '../../server/auth';
import { createApp, type ComposedApp } from '../../server/app';
import { IdempotencyKeys } from '../../server/actions/idempotency';

/**
 * The app as `npm start` composes it, in this process, on a fresh database of the seed, without
 * listening and without read workers: for tests of what the app declares (its routes and rules).
 */
export async function composeApp(): Promise<ComposedApp & { close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-app-'));
  const config = loadConfig({ DB_FILE: path.join(dir, 'db.sqlite'), DATA_DIR: dir, STATIC_DIR: '' });
  const store = await SqliteStore.open({
    dbFile: config.dbFile,
    seedFile: config.seedFile,
    collections: COLLECTIONS,
    migrations: MIGRATIONS,
    log: () => {},
  });
  const reads = createReadPool({
    dbFile: config.dbFile,
    shapes: store.tableShapes,
    reader: store.reader,
    size: 0,
    budgetMs: 1000,
    log: () => {},
  });
  const ctx = {
    config,
    store,
    uploads: UploadStore.open(dir, config.uploads, store, () => {}),
    reads,
    idempotency: new IdempotencyKeys(store),
    log: () => {},
  };
  const auth = await createAuth(ctx);
  return {
    ...createApp(ctx, auth),
    close: async () => {
      await auth.close();
      await reads.close();
      await store.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
