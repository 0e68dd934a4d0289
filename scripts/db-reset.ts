import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openStore } from '../server/openStore';
import { emptyPostgresSchema } from '../server/db/postgres/connection';

/** `npm run db:reset`: the runtime database becomes the seed again (stop the server first). */
const config = loadConfig();
if (config.databaseUrl) await emptyPostgresSchema(config.databaseUrl);
else for (const f of [config.dbFile, `${config.dbFile}-wal`, `${config.dbFile}-shm`]) fs.rmSync(f, { force: true });
fs.rmSync(path.join(config.dataDir, 'outbox.jsonl'), { force: true });
// The seed, never an older JSON install: its auth state (sessions, codes) goes with the old database.
const store = await openStore(config, (msg) => console.log(msg), { importLegacy: false });
await store.close();
console.log(
  `Reset ${config.databaseUrl ? 'the PostgreSQL database' : config.dbFile} from ${config.seedFile} (sessions and sent codes cleared).`,
);
