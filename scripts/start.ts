import { buildIfStale } from './buildIfStale';
import { loadConfig } from '../server/config';
import { startServer } from '../server/startServer';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/demoAccounts';

/** `npm start`: one process, one port — the built app and the API. */
buildIfStale();
const config = loadConfig();
const { url } = await startServer(config);
const shown = url.replace('127.0.0.1', 'localhost');
console.log(`
  Marketplace Back-office is running at ${shown}

  Demo sign-in (password ${DEMO_PASSWORD} for each):
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(13)} ${a.email}`).join('\n')}
  The one-time code is "sent" to ${config.dataDir}/outbox.jsonl and printed in this log.
`);
