import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './auth/settings';
import { loadConfig } from './config';
import { startServerProcesses } from './serverProcesses';

/** `npm start` (compiled to dist-server/start.mjs): one port — the built app and the API, in one process or WORKERS. */
const config = loadConfig();
const { url, first } = await startServerProcesses(config).catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
if (first) printWelcome(url);

function printWelcome(url: string): void {
  const shown = url.replace('127.0.0.1', 'localhost');
  console.log(`
  Marketplace Back-office is running at ${shown}

  Demo sign-in (password ${DEMO_PASSWORD} for each):
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(13)} ${a.email}`).join('\n')}
  The one-time code is "sent" to ${config.dataDir}/outbox.jsonl and printed in this log.
`);
}
