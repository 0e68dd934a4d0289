import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../server/config';
import { openStore } from '../server/openStore';
import { SqliteStore, type Rec } from '../server/store/store';
import { serializeStateChunks } from '../server/store/snapshot';
import { writeFileAtomicSync } from '../server/store/atomicFile';

/**
 * `npm run db:export -- [--out file.json]`: writes every collection of the runtime database in
 * json-server's format (one record a line), e.g. to use it as a seed. Auth secrets are not written.
 */
const args = process.argv.slice(2);
const at = args.indexOf('--out');
const config = loadConfig();
const out = path.resolve(at >= 0 && args[at + 1] ? args[at + 1] : path.join(path.dirname(config.dbFile), 'export.json'));
if (!config.databaseUrl && !fs.existsSync(config.dbFile)) {
  console.error(`No database at ${config.dbFile}: start the server once, or run npm run db:reset.`);
  process.exit(1);
}
const store = await openStore(config, (msg) => console.log(msg));
// PostgreSQL's records are read a collection at a time before writing; SQLite's as they are written.
const collections: Iterable<[string, Iterable<Rec>]> = store instanceof SqliteStore ? store.export() : await readAll(store.export());
writeFileAtomicSync(out, serializeStateChunks(collections));
await store.close();
console.log(`Wrote ${out}`);

async function readAll<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}
