import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { signedInScript } from '../tests/e2e/helpers/firstPageJs';
import { apiSession } from '../tests/helpers/auth';
import { startOurs } from './lib/servers';

/**
 * `npm run bench:profile [-- --route /users --cpu 4]`: where the time to 25 rows goes. Builds
 * the app unminified (readable function names), opens the route signed in, and prints the
 * network waterfall (start and end of each request, ms since navigation) and the functions
 * with the most self time from a CPU profile. A diagnosis aid: its figures are not reported.
 */
const root = path.resolve(import.meta.dirname, '..');
const work = path.join(root, 'bench/.work');
const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const route = opt('route', '/users');
const cpuRate = Number(opt('cpu', '1'));
const seed = opt('seed', path.join(root, 'db.json'));

const dist = path.join(work, 'dist-profile');
if (!process.env.PROFILE_REUSE_BUILD || !fs.existsSync(path.join(dist, 'index.html'))) {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--minify',
      'false',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'inherit',
    },
  );
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const ours = await startOurs(seed, work, dist);
const browser = await launchBrowser();
try {
  const { token, admin } = await apiSession(ours.url, ours.dataDir, 'admin@example.com');
  // One load first, as the bench's median of five sees: the server's caches warm, the browser's cold.
  const warmUp = await browser.newContext();
  await warmUp.addInitScript(signedInScript(token, admin));
  const warmPage = await warmUp.newPage();
  await warmPage.goto(`${ours.url}${route}`);
  await warmPage.waitForFunction(() => document.querySelectorAll('tbody tr').length >= 25, undefined, { timeout: 60000 });
  await warmUp.close();

  const context = await browser.newContext();
  await context.addInitScript(signedInScript(token, admin));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${ours.url}${route}`, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.querySelectorAll('tbody tr').length >= 25, undefined, { polling: 'raf', timeout: 60000 });
  const rowsAt = await page.evaluate(() => performance.now());
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      name: e.name,
      start: e.startTime,
      end: e.responseEnd,
    })),
  );

  console.log(`\n25 rows at ${rowsAt.toFixed(0)} ms (CPU ×${cpuRate})\n\nrequests (start → end, ms):`);
  for (const e of entries.sort((a, b) => a.start - b.start)) {
    console.log(`${e.start.toFixed(0).padStart(6)} → ${e.end.toFixed(0).padStart(6)}  ${e.name.replace(ours.url, '')}`);
  }

  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const inclusive = new Map<string, number>();
  const self = new Map<string, number>();
  const perFile = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byNode.get(id)!;
    const dt = (profile.timeDeltas[i] ?? 0) / 1000;
    const file = node.callFrame.url.replace(ours.url, '') || `(${node.callFrame.functionName || 'native'})`;
    const key = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
    perFile.set(file, (perFile.get(file) ?? 0) + dt);
    // Inclusive time of named functions on the stack (React components show up by name).
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const name = byNode.get(at)!.callFrame.functionName;
      if (!/^[A-Z][A-Za-z]+$/.test(name) || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + dt);
    }
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('\nself time per file (ms):');
  for (const [k, v] of top(perFile, 15)) console.log(`${v.toFixed(0).padStart(6)}  ${k}`);
  console.log('\nself time per function (ms):');
  for (const [k, v] of top(self, 40)) console.log(`${v.toFixed(0).padStart(6)}  ${k}`);
  // What the main thread did, 200 ms at a time (since the profile started, just before navigation).
  const buckets = new Map<number, Map<string, number>>();
  let clock = 0;
  profile.samples.forEach((id, i) => {
    clock += (profile.timeDeltas[i] ?? 0) / 1000;
    const f = byNode.get(id)!.callFrame;
    const file = f.url.replace(ours.url, '').replace(/^\/assets\//, '') || `(${f.functionName || 'native'})`;
    const b = Math.floor(clock / 200);
    if (!buckets.has(b)) buckets.set(b, new Map());
    const m = buckets.get(b)!;
    m.set(file, (m.get(file) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
  });
  console.log('\nmain thread per 200 ms (top three):');
  for (const [b, m] of [...buckets].sort((x, y) => x[0] - y[0])) {
    console.log(
      `${String(b * 200).padStart(6)}  ${top(m, 3)
        .map(([k, v]) => `${k} ${v.toFixed(0)}`)
        .join(', ')}`,
    );
  }
  console.log('\ninclusive time of capitalised functions (components), ms:');
  for (const [k, v] of top(inclusive, 50)) console.log(`${v.toFixed(0).padStart(6)}  ${k}`);
  await context.close();
} finally {
  await browser.close();
  await ours.stop();
}
