import { execFileSync } from 'node:child_process';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { firstPageJs, signedInScript } from '../tests/e2e/helpers/firstPageJs';
import { apiSession } from '../tests/helpers/auth';
import { startOurs, startVanillaOrFailed, freePort } from './lib/servers';
import { NAV_GROUPS, SINGLE_ENTRIES } from '../src/domain/navigation';
import { median, summarize } from './lib/stats';

const root = path.resolve(import.meta.dirname, '..');

export interface FrontRow {
  measure: string;
  ours: number;
  peer: number;
  unit: 'KB' | 'ms';
}

function viteBuild(args: string[], env: Record<string, string> = {}) {
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', ...args, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    },
  );
}

/** Cold loads of each app per time-to-rows figure (its median). */
const ROW_LOADS = 9;

/** Our lists' live rows: every list draws ListTable (src/resources/common/list). */
export const OUR_ROWS = '.app-list-body > .app-list-row';
/** The minimal app's rows: react-admin's Datagrid. */
export const PEER_ROWS = '.RaDatagrid-tbody > .RaDatagrid-row';

/** The lists timed on a cold load: our route, and the minimal app's resource over the same collection. */
const COLD_LISTS = [
  { route: '/users', peer: 'users' },
  { route: '/strikes', peer: 'strikes' },
  { route: '/orders', peer: 'orders' },
  { route: '/audit-log', peer: 'audit-log' },
  { route: '/user-verification', peer: 'verification-requests' },
];

/** Sidebar entries that are not lists: the dashboards, the globe and the media grid. */
const NOT_LISTS = new Set([
  '/globe',
  '/user-media',
  ...NAV_GROUPS.filter((g) => g.id === 'dashboard').flatMap((g) => g.entries.map((e) => e.path)),
]);

export interface SidebarRow {
  visits: 'first' | 'repeat';
  p50: number;
  p95: number;
  n: number;
  /** The slowest list and its time. */
  slowest: string;
  /** Lists whose rows did not come (timed out), left out of p50/p95. */
  missed: string[];
}

interface RowsWanted {
  selector: string;
  /** Only once the address is this path (a click's navigation has happened). */
  path?: string;
  /** Not while the rows read this (the list the click left). */
  before?: string;
}

/**
 * Run in the page at each animation frame: performance.now() once clickable rows are on screen,
 * before that frame is painted (a later evaluate() would also count what the page runs next).
 * Clickable rows: live rows, not the first screen's picture of them, the first on screen, 25 or
 * the whole page when it has fewer (the list is no longer busy).
 */
const clickableRows = ({ selector, path, before }: RowsWanted): number | false => {
  if (path !== undefined && location.pathname !== path) return false;
  const rows = [...document.querySelectorAll(selector)].filter((r) => !r.closest('.first-screen, .first-screen-frame'));
  const first = rows[0]?.getBoundingClientRect();
  const seen = !!first && first.height > 0 && first.top < window.innerHeight && getComputedStyle(rows[0]).visibility !== 'hidden';
  const whole = rows.length >= 25 || (rows.length > 0 && !rows[0].closest('[aria-busy="true"]'));
  if (!seen || !whole) return false;
  if (before !== undefined && rows.map((r) => r.textContent).join('\n') === before) return false;
  return performance.now();
};

/** Navigation start to the animation frame that draws clickable rows (`rows`), cold cache, median of `runs`. */
export async function timeToRows(
  browser: Browser,
  url: string,
  runs: number,
  cpuRate: number,
  init: string | undefined,
  rows: string,
): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    if (init) await context.addInitScript(init);
    const page = await context.newPage();
    if (cpuRate > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
    }
    await page.goto(url, { waitUntil: 'commit' });
    const drawn = await page.waitForFunction(clickableRows, { selector: rows }, { polling: 'raf', timeout: 60000 });
    samples.push(Number(await drawn.jsonValue()));
    await context.close();
  }
  return median(samples);
}

/**
 * Signed in on /users, a click on each other list's sidebar entry (its group opened first when
 * closed), timed from the click to that list's clickable rows; then round again, every list, as
 * repeat visits. /users has no first visit by click: its cold load is timed above.
 */
async function sidebarClicks(browser: Browser, base: string, init: string, log: (s: string) => void): Promise<SidebarRow[]> {
  const lists = NAV_GROUPS.flatMap((g) => g.entries.map((e) => ({ path: e.path, group: g.id })))
    .concat(SINGLE_ENTRIES.map((e) => ({ path: e.path, group: '' })))
    .filter((e) => !NOT_LISTS.has(e.path));
  const context = await browser.newContext();
  await context.addInitScript(init);
  await context.addInitScript(() => {
    document.addEventListener('click', () => ((window as unknown as { clickedAt: number }).clickedAt = performance.now()), true);
  });
  const page = await context.newPage();
  await page.goto(`${base}/users`);
  await page.waitForFunction(clickableRows, { selector: OUR_ROWS }, { polling: 'raf', timeout: 60000 });
  const rounds: SidebarRow[] = [];
  for (const visits of ['first', 'repeat'] as const) {
    log(`  sidebar click to clickable rows, ${visits} visits…`);
    const samples: number[] = [];
    let slowest = '';
    const missed: string[] = [];
    for (const { path, group } of visits === 'first' ? lists.filter((l) => l.path !== '/users') : lists) {
      // A person reads the list before the next click: its last requests end meanwhile.
      await page.waitForTimeout(500);
      const link = page.locator(`.app-sidebar a[href="${path}"]`);
      if (!(await link.isVisible())) await page.click(`button[aria-controls="nav-group-${group}"]`);
      const before = await page.evaluate(
        (selector) => [...document.querySelectorAll(selector)].map((r) => r.textContent).join('\n'),
        OUR_ROWS,
      );
      const drawn = page.waitForFunction(clickableRows, { selector: OUR_ROWS, path, before }, { polling: 'raf', timeout: 20000 }).then(
        (h) => h.jsonValue(),
        () => false as const,
      );
      await link.click();
      const at = await drawn;
      if (at === false) {
        missed.push(path);
        continue;
      }
      const took = at - (await page.evaluate(() => (window as unknown as { clickedAt: number }).clickedAt));
      if (took > Math.max(...samples)) slowest = `${path} ${Math.round(took)} ms`;
      samples.push(took);
    }
    rounds.push({ visits, ...summarize(samples), slowest, missed });
  }
  await context.close();
  return rounds;
}

export interface FrontResult {
  rows: FrontRow[];
  sidebar: SidebarRow[];
}

export async function benchFrontend(seedFile: string, workDir: string, log: (s: string) => void): Promise<FrontResult> {
  const oursDist = path.join(workDir, 'dist-ours');
  const peerDist = path.join(workDir, 'dist-minimal');
  log('  building the app and the minimal peer app…');
  viteBuild(['--outDir', oursDist]);
  viteBuild([path.join(root, 'bench/minimal'), '--outDir', peerDist, '--base', './']);

  const ours = await startOurs(seedFile, workDir, oursDist);
  const vanilla = await startVanillaOrFailed(seedFile, workDir, log);
  const peerApp = express().use(compression()).use(express.static(peerDist));
  const peerPort = await freePort();
  const peerServer = peerApp.listen(peerPort, '127.0.0.1');
  const peerUrl = (resource: string) => `http://127.0.0.1:${peerPort}/?api=${encodeURIComponent(vanilla.url)}#/${resource}`;
  const browser = await launchBrowser();
  try {
    const { token, admin } = await apiSession(ours.url, ours.dataDir, 'admin@example.com');
    const signedIn = signedInScript(token, admin);
    const rows: FrontRow[] = [];
    log('  first-page JavaScript…');
    const peerJs = await firstPageJs(browser, peerUrl('users'), (p) => p.waitForSelector('tbody tr'));
    rows.push({
      measure: 'first-page JS, /signin',
      ours: await firstPageJs(browser, `${ours.url}/signin`, (p) => p.waitForSelector('input')),
      peer: peerJs,
      unit: 'KB',
    });
    rows.push({
      measure: 'first-page JS, /dashboard',
      ours: await firstPageJs(browser, `${ours.url}/dashboard`, (p) => p.waitForSelector('main h1, main h2, [role="main"] h1'), signedIn),
      peer: peerJs,
      unit: 'KB',
    });
    for (const rate of [1, 4]) {
      for (const list of COLD_LISTS) {
        log(`  clickable rows on ${list.route}, CPU ×${rate}…`);
        // Loads alternate between the two apps, so a slow minute of the machine slows both.
        const samples = { ours: [] as number[], peer: [] as number[] };
        for (let i = 0; i < ROW_LOADS; i++) {
          samples.ours.push(await timeToRows(browser, `${ours.url}${list.route}`, 1, rate, signedIn, OUR_ROWS));
          samples.peer.push(await timeToRows(browser, peerUrl(list.peer), 1, rate, undefined, PEER_ROWS));
        }
        rows.push({
          measure: `clickable rows on ${list.route}${rate > 1 ? `, CPU ×${rate}` : ''}`,
          ours: median(samples.ours),
          peer: median(samples.peer),
          unit: 'ms',
        });
      }
    }
    const sidebar = await sidebarClicks(browser, ours.url, signedIn, log);
    return { rows, sidebar };
  } finally {
    await browser.close();
    peerServer.close();
    await ours.stop();
    await vanilla.stop();
  }
}
