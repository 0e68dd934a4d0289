import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { journalFiles } from '../server/store/journal';
import { writeFileAtomicSync } from '../server/store/atomicFile';

/** `npm run db:reset`: the runtime database becomes the seed again (stop the server first). */
const config = loadConfig();
fs.mkdirSync(path.dirname(config.dbFile), { recursive: true });
for (const j of journalFiles(config.dbFile)) fs.rmSync(j.file);
writeFileAtomicSync(config.dbFile, fs.readFileSync(config.seedFile));
for (const f of ['auth.json', 'outbox.jsonl']) fs.rmSync(path.join(config.dataDir, f), { force: true });
console.log(`Reset ${config.dbFile} from ${config.seedFile} (sessions and sent codes cleared).`);
