import path from 'node:path';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { signedInScript } from '../tests/e2e/helpers/firstPageJs';
import { apiSession } from '../tests/helpers/auth';
import { OUR_ROWS, PEER_ROWS, timeToRows } from './frontend';
import { startOurs } from './lib/servers';
import { median } from './lib/stats';

/**
 * `npm run bench:compare -- --a <dist> --b <dist> [--route /users --runs 15 --cpu 1 --seed <file>]`:
 * time to clickable rows of two builds of the app (each `vite build --outDir <dist>`), cold cache,
 * signed in, loads alternated A, B, A, B… so that a busier minute of the machine weighs on both
 * alike. Separate runs of `npm run bench` differ by ±100 ms here; alternated, a 50 ms change shows.
 * Rows drawn by ListTable or, in builds from before it, by react-admin's Datagrid.
 */
const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const opt = (name: string, fallback?: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const builds = [opt('a'), opt('b')].map((d) => (d ? path.resolve(d) : undefined));
if (builds.some((d) => !d)) {
  console.error('usage: npm run bench:compare -- --a <dist> --b <dist> [--route /users --runs 15 --cpu 1 --seed <file>]');
  process.exit(2);
}
const route = opt('route', '/users')!;
const runs = Number(opt('runs', '15'));
const cpuRate = Number(opt('cpu', '1'));
const seed = path.resolve(opt('seed', path.join(root, 'db.json'))!);
const work = path.join(root, 'bench/.work');

const servers = await Promise.all(builds.map((dist) => startOurs(seed, work, dist)));
const browser = await launchBrowser();
try {
  const scripts = await Promise.all(
    servers.map(async (s) => {
      const { token, admin } = await apiSession(s.url, s.dataDir, 'admin@example.com');
      return signedInScript(token, admin);
    }),
  );
  const samples: number[][] = builds.map(() => []);
  // One unrecorded load each first: the servers' asset caches warm, as in `npm run bench`.
  for (let i = -1; i < runs; i++) {
    for (let k = 0; k < servers.length; k++) {
      const ms = await timeToRows(browser, `${servers[k].url}${route}`, 1, cpuRate, scripts[k], `${OUR_ROWS}, ${PEER_ROWS}`);
      if (i >= 0) samples[k].push(ms);
    }
  }
  const [a, b] = samples.map(median);
  console.log(`Clickable rows on ${route}, CPU ×${cpuRate}, median of ${runs} alternated loads:`);
  console.log(`  A ${builds[0]}: ${a.toFixed(0)} ms`);
  console.log(`  B ${builds[1]}: ${b.toFixed(0)} ms  (${b <= a ? '' : '+'}${(b - a).toFixed(0)} ms, ${((b / a - 1) * 100).toFixed(0)}%)`);
} finally {
  await browser.close();
  await Promise.all(servers.map((s) => s.stop()));
}
