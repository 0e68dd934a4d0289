import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './helpers/browser';
import { DEMO, signInAs } from './helpers/auth';
import { apiClient, type ApiClient } from '../helpers/api';
import type { TestServer } from '../helpers/server';
import { e2eServers } from './helpers/servers';
import type { CommissionRate, Order, Referral } from '../../src/domain/entities';
import { commissionRateViolations } from '../../src/domain/commissionRateRules';
import { formatMoney } from '../../src/domain/money';
import { changeInForce } from '../../src/domain/rateInForce';

/**
 * The seeded data the money screens show is data the API could have produced (#39.6): Referral
 * Data names each referred person once and shows earnings only for people with orders;
 * every rate on Commissions was granted to someone who buys, applies to their orders, and never
 * "changed" to the percent it already had.
 */

const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;
let page: Page;
let api: ApiClient;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser));
  api = await apiClient({ url, api: `${url}/api`, dataDir } as TestServer);
});
afterAll(async () => {
  await browser?.close();
});

const get = async <T>(p: string): Promise<T> => (await api.json<T>('GET', p)).body;

/** Every row the list screen shows: the user its `userColumn` links to, and the text of `valueColumn`. */
async function shownRows(userColumn: string, valueColumn: string): Promise<{ userId: number; value: string }[]> {
  return page.locator('.app-list-body > .app-list-row').evaluateAll(
    (rows, [u, v]) =>
      rows.map((row) => ({
        userId: Number(/\/users\/(\d+)/.exec(row.querySelector(`td.column-${u} a`)?.getAttribute('href') ?? '')?.[1]),
        value: row.querySelector(`td.column-${v}`)?.textContent?.trim() ?? '',
      })),
    [userColumn, valueColumn] as const,
  );
}

/** The orders `userId` placed (and, with `asProvider`, took). */
async function ordersOf(userId: number, asProvider = false): Promise<Order[]> {
  const placed = await get<Order[]>(`/orders?customerId=${userId}&_end=1000`);
  return asProvider ? [...placed, ...(await get<Order[]>(`/orders?providerId=${userId}&_end=1000`))] : placed;
}

describe('the seeded money screens obey the rules (#39.6)', () => {
  it('Referral Data names each referred person once, with earnings only from people with orders', async () => {
    const total = (await get<Referral[]>('/referrals?_end=1000')).length;
    await signInAs(page, url, dataDir, DEMO.admin, '/referralData?sort=referredUserId&order=ASC&perPage=100');
    await expect
      .poll(() => page.locator('.app-list-body > .app-list-row td.column-referredUserId a').count(), { timeout: 30_000 })
      .toBe(total);
    const rows = await shownRows('referredUserId', 'totalEarnings');
    const ids = rows.map((r) => r.userId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const earningWithoutOrders: number[] = [];
    for (const row of rows.filter((r) => r.value !== formatMoney(0))) {
      if ((await ordersOf(row.userId, true)).length === 0) earningWithoutOrders.push(row.userId);
    }
    expect(earningWithoutOrders).toEqual([]);
  });

  it('Commissions lists rates its users pay on their orders, none changed to the percent it had', async () => {
    const rates = await get<CommissionRate[]>('/commission-rates?_end=1000');
    await signInAs(page, url, dataDir, DEMO.admin, '/commissions?perPage=100');
    await expect
      .poll(() => page.locator('.app-list-body > .app-list-row td.column-userId a').count(), { timeout: 30_000 })
      .toBe(rates.length);
    const unused: number[] = [];
    const broken: string[] = [];
    // The seed's rates: every change at or before the seed's now (today's midnight, UTC, once its
    // dates are moved to today). Other files' tests grant and change rates on this server today.
    const seedNow = new Date().setUTCHours(0, 0, 0, 0);
    const seeded = (r: CommissionRate) => r.history.every((h) => Date.parse(h.at) <= seedNow);
    for (const { userId } of await shownRows('userId', 'rate')) {
      const rate = rates.find((r) => r.userId === userId)!;
      if (!seeded(rate)) continue;
      if (!(await ordersOf(userId)).some((o) => changeInForce(rate, o.paymentDate) !== null)) unused.push(userId);
      broken.push(...commissionRateViolations(rate).map((rule) => `${rate.id}: ${rule}`));
    }
    expect(unused).toEqual([]);
    expect(broken).toEqual([]);
  });
});
