import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

/**
 * Gzipped size, in KB, of every script Chromium loaded for one page until it was ready and the
 * network went quiet: what a first visit costs, counted from what the browser really fetched.
 * Shared by the bundle budget check (npm test) and the benchmark (npm run bench).
 */
export async function firstPageJs(browser: Browser, url: string, ready: (p: Page) => Promise<unknown>, init?: string): Promise<number> {
  const context = await browser.newContext();
  if (init) await context.addInitScript(init);
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') bodies.push(r.body());
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const total = (await Promise.all(bodies)).reduce((n, b) => n + zlib.gzipSync(b).length, 0);
  await context.close();
  return total / 1024;
}

/** An init script that signs the page in with an API session (what the sign-in screens store). */
export function signedInScript(token: string, admin: unknown): string {
  return `localStorage.setItem('authToken', ${JSON.stringify(JSON.stringify({ token }))}); localStorage.setItem('adminData', ${JSON.stringify(JSON.stringify(admin))});`;
}
