/**
 * `npm run test:stress [-- --runs N] [-- --files tests/e2e/shell.e2e.ts …]`: the end-to-end suite N
 * times (3 by default) while a bounded CPU burner keeps one core busy, as a loaded CI runner would.
 * Each failing case is reported with its output; the exit code is non-zero if any run failed.
 * Not part of `npm test`. The app is built once and reused by every run.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = Math.max(1, Number(option('runs') ?? 3));
const files = args.filter((a, i) => a.startsWith('tests/') && args[i - 1] !== '--runs');
const report = path.join(root, 'tests/.tmp/stress');
fs.mkdirSync(report, { recursive: true });
const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-stress-build-'));

/** One busy core: a child spinning on arithmetic, killed however this script ends. */
const burner = spawn(process.execPath, ['-e', 'for(;;){Math.sqrt(Math.random())}'], { stdio: 'ignore' });
const stopBurner = () => burner.exitCode === null && burner.kill('SIGKILL');
process.on('exit', stopBurner);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

let failedRuns = 0;
for (let run = 1; run <= runs; run++) {
  const junit = path.join(report, `run-${run}.json`);
  const started = Date.now();
  console.log(`\n▶ stress run ${run}/${runs} (one core kept busy)`);
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '-c', 'vitest.e2e.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${junit}`, ...files],
    // The first run builds; the others reuse its build.
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_BUILD_DIR: buildDir, E2E_REUSE_BUILD: run === 1 ? '0' : '1' } },
  );
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  const failures = failingCases(junit);
  if (result.status === 0 && !failures.length) {
    console.log(`✔ run ${run} passed (${secs} s)`);
    continue;
  }
  failedRuns++;
  console.error(`✖ run ${run} failed (${secs} s): ${failures.length} case(s)`);
  for (const f of failures)
    console.error(`  - ${f.file} > ${f.name}\n${f.messages.map((m) => `      ${m.split('\n').slice(0, 12).join('\n      ')}`).join('\n')}`);
}
stopBurner();
fs.rmSync(buildDir, { recursive: true, force: true });
console.log(`\n${runs - failedRuns} of ${runs} stress run(s) passed; reports in ${path.relative(root, report)}/`);
process.exit(failedRuns ? 1 : 0);

interface JsonReport {
  testResults?: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[];
}

function failingCases(file: string): { file: string; name: string; messages: string[] }[] {
  if (!fs.existsSync(file)) return [{ file: '(none)', name: 'the run produced no report', messages: [] }];
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as JsonReport;
  return (data.testResults ?? []).flatMap((t) =>
    t.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => ({ file: path.relative(root, t.name), name: a.fullName, messages: a.failureMessages })),
  );
}
