import { loadConfig } from './config';
import { startServerProcesses } from './serverProcesses';

/** `tsx server/main.ts`: the reference API (and the built app when present), in one process or WORKERS. */
const config = loadConfig();
startServerProcesses(config).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
