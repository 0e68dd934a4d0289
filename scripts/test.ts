import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm test`: every check, in order of speed, stopping at the first failure:
 * types, lint, catalogues, bundle budget inputs, unit/component/API tests, then the browser.
 */
const root = path.resolve(import.meta.dirname, '..');
/**
 * The API tests that run on PostgreSQL too (TEST_DATABASE=postgres): every folder of tests/api,
 * but the few that read the SQLite file itself or measure the SQLite store's own machinery, and
 * the one that is about PostgreSQL already.
 */
const NOT_AGAIN_ON_POSTGRES = [
  // On PostgreSQL in the first run already.
  'tests/api/postgresScripts.test.ts',
  // Read the SQLite file itself to check what the API wrote.
  'tests/api/accountOracles.test.ts',
  'tests/api/money/figures.test.ts',
];
const POSTGRES_API_TESTS = ['tests/api', ...NOT_AGAIN_ON_POSTGRES.map((f) => `--exclude=${f}`)];
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const steps: [string, string, string[], NodeJS.ProcessEnv?][] = [
  ['type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['lint: formatting (npm run format fixes it)', bin('prettier'), ['--check', '--log-level=warn', '.']],
  ['catalogues', bin('tsx'), ['scripts/i18n-check.ts']],
  ['unit, component and API tests', bin('vitest'), ['run']],
  // The API tests again with every server on PostgreSQL (a throw-away cluster, tests/postgresSetup.ts).
  ['API tests on PostgreSQL', bin('vitest'), ['run', ...POSTGRES_API_TESTS], { TEST_DATABASE: 'postgres' }],
  ['end-to-end tests (Chromium)', bin('vitest'), ['run', '-c', 'vitest.e2e.config.ts']],
];
const only = process.argv.slice(2);
for (const [name, cmd, args, env] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed (${secs} s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs} s)`);
}
