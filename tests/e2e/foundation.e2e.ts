import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './helpers/browser';
import { signInAs, apiSession } from './helpers/auth';
import { e2eServers } from './helpers/servers';

/**
 * The foundation's promises, in both provider dialects: the app loads, a list pages and
 * sorts on the server, an edit round-trips, a stale edit is refused with the conflict
 * dialog, and a domain command changes a status.
 */
const servers = e2eServers();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Language {
  id: number;
  version: number;
  name: string;
  code: string;
}

describe.each(['json-server', 'simple-rest'] as const)('%s provider', (dialect) => {
  const { url, dataDir } = servers[dialect];
  let page: Page;
  let token: string;
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${url}/api${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
    return (await res.json()) as T;
  };
  const rowNames = () => page.locator('tbody tr td.column-name').allInnerTexts();

  beforeAll(async () => {
    ({ token } = await apiSession(url, dataDir, 'admin@example.com'));
    ({ page } = await openPage(browser));
  });
  afterAll(() => page.context().close());

  it('loads the app: signed out, a shell route leads to the sign-in screen', async () => {
    await page.goto(`${url}/users`);
    await page.waitForURL(/\/signin/);
    await page.locator('input').first().waitFor({ state: 'visible' });
    expect(await page.locator('input').count()).toBeGreaterThanOrEqual(2);
  });

  it('lists rows from the server, sorted and paged by the server', async () => {
    await signInAs(page, url, dataDir, 'admin@example.com', '/languages');
    await page.waitForSelector('tbody tr td.column-name');
    const first = await rowNames();
    expect(first).toHaveLength(25);
    expect([...first].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(first);
    await page.locator('thead th.column-name').getByText('Language').click(); // toggles to descending
    await page.waitForFunction((before) => document.querySelector('tbody tr td.column-name')?.textContent !== before, first[0]);
    const desc = await rowNames();
    expect(desc[0].toLowerCase() >= desc[24].toLowerCase()).toBe(true);
    await page.getByRole('button', { name: /next page|go to next page/i }).click();
    await page.waitForFunction((top) => document.querySelector('tbody tr td.column-name')?.textContent !== top, desc[0]);
    const second = await rowNames();
    expect(second[0].toLowerCase() <= desc[24].toLowerCase()).toBe(true);
  });

  it('round-trips an edit', async () => {
    const [lang] = await api<Language[]>('GET', '/languages?_sort=id&_order=ASC&_start=0&_end=1');
    await page.goto(`${url}/languages/${lang.id}`);
    const name = page.getByLabel(/Language/).first();
    await name.fill(`${lang.name} ${dialect}`);
    await page.getByRole('button', { name: /save/i }).click();
    await page.waitForURL(/\/languages(\?|$)/);
    expect((await api<Language>('GET', `/languages/${lang.id}`)).name).toBe(`${lang.name} ${dialect}`);
  });

  it('refuses a stale edit with the conflict message and offers the latest version', async () => {
    const [lang] = await api<Language[]>('GET', '/languages?_sort=id&_order=ASC&_start=1&_end=2');
    await page.goto(`${url}/languages/${lang.id}`);
    const name = page.getByLabel(/Language/).first();
    await name.waitFor();
    // Another admin saves first.
    await api('PATCH', `/languages/${lang.id}`, { name: 'Saved by someone else', version: lang.version });
    await name.fill('My stale edit');
    await page.getByRole('button', { name: /save/i }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Changed by someone else').waitFor()).resolves.toBeUndefined();
    await dialog.getByRole('button', { name: 'Reload the latest version' }).click();
    await page.waitForFunction(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="name"]');
      return input?.value === 'Saved by someone else';
    });
    expect((await api<Language>('GET', `/languages/${lang.id}`)).name).toBe('Saved by someone else');
  });

  it('runs a domain command from the screen and the status changes on the server', async () => {
    const [chat] = await api<{ id: number }[]>('GET', '/flagged-chats?status=awaiting_review&_sort=id&_order=ASC&_start=0&_end=1');
    await page.goto(`${url}/flagged-chats/${chat.id}/show`);
    await page
      .getByRole('button', { name: /mark as reviewed/i })
      .first()
      .click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: /confirm|mark as reviewed/i });
    if (await confirm.count()) await confirm.first().click();
    await page.waitForFunction(
      async ([base, t, id]) => {
        const r = await fetch(`${base}/api/flagged-chats/${id}`, { headers: { Authorization: `Bearer ${t}` } });
        return (await r.json()).status === 'reviewed';
      },
      [url, token, chat.id] as const,
      { polling: 250, timeout: 10000 },
    );
  });
});
