import { execFileSync } from 'node:child_process';
import path from 'node:path';
import express from 'express';
import compression from 'compression';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/helpers/browser';
import { firstPageJs, signedInScript } from '../tests/e2e/helpers/firstPageJs';
import { apiSession } from '../tests/helpers/auth';
import { startOurs, startVanillaOrFailed, freePort } from './lib/servers';
import { median } from './lib/stats';

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

/** Navigation start to the animation frame that draws 25 table rows (the first on screen), cold cache, median of `runs`. */
export async function timeToRows(browser: Browser, url: string, runs: number, cpuRate: number, init?: string): Promise<number> {
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
    // Read in the animation frame that finds the rows (and the first of them on screen), before
    // that frame is painted: a later evaluate() would also count whatever the page runs next.
    const drawn = await page.waitForFunction(
      () => {
        const rows = document.querySelectorAll('tbody tr');
        const first = rows[0]?.getBoundingClientRect();
        const seen = !!first && first.height > 0 && first.top < window.innerHeight && getComputedStyle(rows[0]).visibility !== 'hidden';
        return rows.length >= 25 && seen ? performance.now() : false;
      },
      undefined,
      { polling: 'raf', timeout: 60000 },
    );
    samples.push(Number(await drawn.jsonValue()));
    await context.close();
  }
  return median(samples);
}

export async function benchFrontend(seedFile: string, workDir: string, log: (s: string) => void): Promise<FrontRow[]> {
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
  const peerUrl = `http://127.0.0.1:${peerPort}/?api=${encodeURIComponent(vanilla.url)}#/users`;
  const browser = await launchBrowser();
  try {
    const { token, admin } = await apiSession(ours.url, ours.dataDir, 'admin@example.com');
    const signedIn = signedInScript(token, admin);
    const rows: FrontRow[] = [];
    log('  first-page JavaScript…');
    const peerJs = await firstPageJs(browser, peerUrl, (p) => p.waitForSelector('tbody tr'));
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
      log(`  time to 25 rows on /users, CPU ×${rate}…`);
      // Loads alternate between the two apps, so a slow minute of the machine slows both.
      const samples = { ours: [] as number[], peer: [] as number[] };
      for (let i = 0; i < ROW_LOADS; i++) {
        samples.ours.push(await timeToRows(browser, `${ours.url}/users`, 1, rate, signedIn));
        samples.peer.push(await timeToRows(browser, peerUrl, 1, rate));
      }
      rows.push({
        measure: `25 rows on /users${rate > 1 ? `, CPU ×${rate}` : ''}`,
        ours: median(samples.ours),
        peer: median(samples.peer),
        unit: 'ms',
      });
    }
    return rows;
  } finally {
    await browser.close();
    peerServer.close();
    await ours.stop();
    await vanilla.stop();
  }
}
