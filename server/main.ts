import { loadConfig } from './config';
import { startServer } from './startServer';

/** `tsx server/main.ts`: the reference API (and the built app when present) in one process. */
const config = loadConfig();
startServer(config).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
