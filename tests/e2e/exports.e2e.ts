import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import Papa from 'papaparse';
import englishMessages from 'ra-language-english';
import { launchBrowser, openPage } from './helpers/browser';
import { signInAs, apiSession } from './helpers/auth';
import { e2eServers } from './helpers/servers';
import { en } from './helpers/catalogue';
import { EXPORT_COLUMNS } from '../../src/domain/exports/exportDefinitions';

/**
 * #39: Export on a list downloads every row of the list's query (no 1 000-row cut), written by
 * the server with the catalogue's labels, in both provider dialects.
 */
const servers = e2eServers();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ORDER_HEADERS = EXPORT_COLUMNS.orders!.map((c) => en(c.header ?? `resources.orders.fields.${c.source}`));

describe.each(['json-server', 'simple-rest'] as const)('orders export (%s provider)', (dialect) => {
  const { url, dataDir } = servers[dialect];
  let page: Page;
  let token: string;
  const listTotal = async (query: string) => {
    const res = await fetch(`${url}/api/orders?${query}&_start=0&_end=1`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    return Number(res.headers.get('X-Total-Count'));
  };

  beforeAll(async () => {
    ({ token } = await apiSession(url, dataDir, 'admin@example.com'));
    ({ page } = await openPage(browser));
    await signInAs(page, url, dataDir, 'admin@example.com', '/dashboard');
  });
  afterAll(() => page.context().close());

  async function exportFrom(route: string): Promise<string[][]> {
    await page.goto(`${url}${route}`);
    await page.locator('.app-list-body > .app-list-row').first().waitFor();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: englishMessages.ra.action.export }).click();
    const file = await (await download).path();
    const text = fs.readFileSync(file!, 'utf8').replace(/^\uFEFF/, '');
    return Papa.parse<string[]>(text.trimEnd()).data;
  }

  it('downloads every order of /orders, headed by labels, in the list’s order', async () => {
    const rows = await exportFrom('/orders');
    const total = await listTotal('');
    expect(total).toBeGreaterThan(1000);
    expect(rows[0]).toEqual(ORDER_HEADERS);
    expect(rows.length - 1).toBe(total);
    // The list's first row (newest payment first) is the file's first row.
    const firstOnScreen = (await page.locator('.app-list-body > .app-list-row').first().locator('td').first().innerText()).trim();
    expect(rows[1][0]).toBe(firstOnScreen);
    // Labels in place of codes: no raw status value in the status column.
    const status = rows[0].indexOf(en('resources.orders.fields.status'));
    expect(rows.slice(1).filter((r) => /^[a-z_]+$/.test(r[status]))).toEqual([]);
  });

  it('downloads the rows of a list with a fixed filter (/completed)', async () => {
    const rows = await exportFrom('/completed');
    expect(rows.length - 1).toBe(await listTotal('status=completed'));
    const status = rows[0].indexOf(en('resources.orders.fields.status'));
    expect(new Set(rows.slice(1).map((r) => r[status]))).toEqual(new Set([en('app.enums.orderStatus.completed')]));
  });
});
