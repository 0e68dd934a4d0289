import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { journalFiles } from '../server/store/journal';
import { createDatabaseFromSeed } from '../server/store/seedDates';

/** `npm run db:reset`: the runtime database becomes the seed again (stop the server first). */
const config = loadConfig();
fs.mkdirSync(path.dirname(config.dbFile), { recursive: true });
for (const j of journalFiles(config.dbFile)) fs.rmSync(j.file);
const days = createDatabaseFromSeed(config.dbFile, config.seedFile, config.seedDates, new Date());
for (const f of ['auth.json', 'outbox.jsonl']) fs.rmSync(path.join(config.dataDir, f), { force: true });
const moved = days ? `, its dates moved ${days} days to today` : '';
console.log(`Reset ${config.dbFile} from ${config.seedFile}${moved} (sessions and sent codes cleared).`);
