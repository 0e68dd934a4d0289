import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { loadConfig } from './config';
import { startServer } from './startServer';

/** `npm start` (compiled to dist-server/start.mjs): one process, one port — the built app and the API. */
const config = loadConfig();
const { url } = await startServer(config).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
const shown = url.replace('127.0.0.1', 'localhost');
console.log(`
  Marketplace Back-office is running at ${shown}

  Demo sign-in (password ${DEMO_PASSWORD} for each):
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(13)} ${a.email}`).join('\n')}
  The one-time code is "sent" to ${config.dataDir}/outbox.jsonl and printed in this log.
`);
