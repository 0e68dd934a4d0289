import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * `npm test`: every check, in order of speed, stopping at the first failure:
 * types, lint, catalogues, bundle budget inputs, unit/component/API tests, then the browser.
 */
const root = path.resolve(import.meta.dirname, '..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
const steps: [string, string, string[]][] = [
  ['type check', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['lint', bin('eslint'), ['--max-warnings=0', '.']],
  ['lint: formatting (npm run format fixes it)', bin('prettier'), ['--check', '--log-level=warn', '.']],
  ['catalogues', bin('tsx'), ['scripts/i18n-check.ts']],
  ['unit, component and API tests', bin('vitest'), ['run']],
  ['end-to-end tests (Chromium)', bin('vitest'), ['run', '-c', 'vitest.e2e.config.ts']],
];
const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`\n✖ ${name} failed (${secs} s)`);
    process.exit(r.status ?? 1);
  }
  console.log(`✔ ${name} (${secs} s)`);
}
