import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './helpers/browser';
import { DEMO, signInAs } from './helpers/auth';
import { en } from './helpers/catalogue';
import { adminSuite } from './helpers/suite';

/**
 * A session that ends while a screen is open (idle past the limit, access revoked, signed out
 * elsewhere): the server refuses the next write with 401 and changes nothing, so the screen may
 * never say it was done (#39.7). The admin lands on /signin told why.
 */

const suite = adminSuite();
const { url, dataDir } = suite;

interface Rec {
  id: number;
  status: string;
  [field: string]: unknown;
}
const get = async <T = Rec>(p: string): Promise<T> => (await suite.api.json<T>('GET', p)).body;

/** Ends the page's session on the server, as an expiry or a revocation does, leaving the browser unaware. */
async function endSessionOnServer(token: string) {
  const res = await fetch(`${url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBeLessThan(300);
}

/** Records, from now on, whether `text` ever appears on the page (a toast lasts only seconds). */
async function watchFor(page: Page, text: string) {
  await page.evaluate((t) => {
    const w = window as unknown as { __seen?: boolean };
    w.__seen = false;
    new MutationObserver(() => {
      if (document.body.innerText.includes(t)) w.__seen = true;
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
  return () => page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen === true);
}

describe('a command sent after the session ended', () => {
  it('shows no success, changes nothing and lands on sign-in saying the session ended', async () => {
    const { page } = await openPage(suite.browser);
    const token = await signInAs(page, url, dataDir, DEMO.employee, '/user-verification');
    const row = page.locator('tbody tr').first();
    await row.waitFor();
    const [target] = await get<Rec[]>('/verification-requests?kind=initial&status=pending&_sort=reviewDeadline&_order=ASC&_end=1');
    const sawDone = await watchFor(page, en('app.manageUsers.commands.verify_request.done'));
    await endSessionOnServer(token);

    await row.getByRole('button', { name: en('app.manageUsers.commands.verify_request.label'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: en('app.manageUsers.commands.verify_request.label'), exact: true }).click();

    await page.waitForURL(/\/signin/);
    await page.getByText(en('app.auth.session_expired')).waitFor();
    expect(await sawDone()).toBe(false);
    expect((await get(`/verification-requests/${target.id}`)).status).toBe('pending');
  });
});
