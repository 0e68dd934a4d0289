import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

/**
 * `npm test`: every check, stopping at the first group that fails. The checks of a group run at
 * once (each prints its lines under its own name): the static checks together, then the
 * unit/component/API tests, then the API tests on PostgreSQL beside the browser tests.
 * `npm test -- lint e2e` runs only the checks whose names contain one of the words.
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

interface Check {
  name: string;
  /** What its lines are prefixed with while it runs beside others. */
  tag: string;
  cmd: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** More of its environment while it runs beside other checks. */
  besideOthers?: NodeJS.ProcessEnv;
}
const groups: Check[][] = [
  [
    { name: 'type check', tag: 'types', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
    { name: 'lint', tag: 'lint', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
    { name: 'lint: formatting (npm run format fixes it)', tag: 'format', cmd: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
    { name: 'catalogues', tag: 'i18n', cmd: bin('tsx'), args: ['scripts/i18n-check.ts'] },
  ],
  // Two files at a time (vitest.config.ts): 460 s against 660 s one at a time, here.
  [{ name: 'unit, component and API tests', tag: 'unit', cmd: bin('vitest'), args: ['run'] }],
  // Beside each other: the browser tests spend much of their time waiting on Chromium and their
  // servers, and the API tests on PostgreSQL, a file at a time, use about one core (test:stress
  // keeps the browser tests passing with one core busy). Alone, those take two files at a time.
  [
    // The API tests again with every server on PostgreSQL (a throw-away cluster, tests/postgresSetup.ts).
    {
      name: 'API tests on PostgreSQL',
      tag: 'postgres',
      cmd: bin('vitest'),
      args: ['run', ...POSTGRES_API_TESTS],
      env: { TEST_DATABASE: 'postgres' },
      besideOthers: { TEST_WORKERS: '1' },
    },
    { name: 'end-to-end tests (Chromium)', tag: 'e2e', cmd: bin('vitest'), args: ['run', '-c', 'vitest.e2e.config.ts'] },
  ],
];

/** Runs a check; beside others its output goes line by line under its tag. Resolves to its exit code. */
function run(check: Check, alone: boolean): Promise<number> {
  const child = spawn(check.cmd, check.args, {
    cwd: root,
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...check.env, ...(alone ? {} : check.besideOthers) },
  });
  if (!alone)
    for (const stream of [child.stdout!, child.stderr!])
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${check.tag}] ${line}`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const only = process.argv.slice(2);
for (const group of groups) {
  const checks = group.filter((c) => !only.length || only.some((o) => c.name.includes(o) || c.tag === o));
  if (!checks.length) continue;
  console.log(`\n▶ ${checks.map((c) => c.name).join(' · ')}`);
  const results = await Promise.all(
    checks.map(async (check) => {
      const started = Date.now();
      const code = await run(check, checks.length === 1);
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      if (code === 0) console.log(`✔ ${check.name} (${secs} s)`);
      else console.error(`\n✖ ${check.name} failed (${secs} s)`);
      return code;
    }),
  );
  const failed = results.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
