import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import Papa from 'papaparse';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession, DEMO, signInAs } from './helpers/auth';
import { en } from './helpers/catalogue';
import { e2eServers } from './helpers/servers';
import { formatMoney, orderSettlement } from '../../src/domain/money';
import { rateTookEffect } from '../../src/domain/rateInForce';
import type { CommissionRate, Order, User } from '../../src/domain/entities';

/**
 * #39's money findings in the browser, each as an admin met it: a waiting order's Money card
 * (1), the orders CSV beside the card of a refunded order (3), what "Paid to influencers" and
 * the wallet's "Paid to users" mean (4), and when a custom rate took effect (5).
 */

const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;
let page: Page;
let token: string;

async function api<T>(pathAndQuery: string): Promise<T> {
  const res = await fetch(`${url}/api${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as T;
}

/** The value of one labelled row of the order's Money card. */
async function moneyRow(label: string): Promise<string> {
  const row = page
    .getByRole('region', { name: en('app.money.orders.money') })
    .getByRole('group')
    .filter({ has: page.getByText(label, { exact: true }) });
  return (await row.locator('span').last().innerText()).trim();
}

/** A money text of the card or the CSV as a number ("2,174.48" → 2174.48). */
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await openPage(browser));
  ({ token } = await apiSession(url, dataDir, DEMO.admin));
  await signInAs(page, url, dataDir, DEMO.admin, '/orders');
});
afterAll(() => browser?.close());

describe('money that adds up on every card (#39)', () => {
  it('a waiting order’s card splits its price at its rate, not all to the platform (#39.1)', async () => {
    const [order] = await api<Order[]>('/orders?status=waiting_for_applicants&_sort=id&_order=ASC&_end=1');
    const split = orderSettlement(order);
    expect(split.earnings).toBeGreaterThan(0);
    await page.goto(`${url}/orders/${order.id}/show`);
    await page.getByRole('heading', { level: 1, name: order.reference }).waitFor();
    const commission = await moneyRow(en('resources.orders.fields.commission'));
    const earnings = await moneyRow(en('resources.orders.fields.userEarnings'));
    expect(commission).toBe(formatMoney(split.commission));
    expect(earnings).toBe(formatMoney(split.earnings));
    // What the card showed before: the whole price as commission, nothing to the provider.
    expect(commission).not.toBe(formatMoney(order.totalPrice));
    expect(amount(commission) + amount(earnings)).toBeCloseTo(order.totalPrice, 2);
  });

  it('the orders CSV holds the card’s split of a fully refunded order (#39.3)', async () => {
    const refunded = (await api<Order[]>('/orders?status=customer_cancelled&_sort=id&_order=ASC&_end=200')).find(
      (o) => o.totalPrice > 0 && o.refundedAmount === o.totalPrice,
    )!;
    expect(refunded).toBeDefined();
    await page.goto(`${url}/orders/${refunded.id}/show`);
    await page.getByRole('heading', { level: 1, name: refunded.reference }).waitFor();
    const card = {
      commission: amount(await moneyRow(en('resources.orders.fields.commission'))),
      earnings: amount(await moneyRow(en('resources.orders.fields.userEarnings'))),
    };
    expect(card).toEqual({ commission: 0, earnings: 0 });

    await page.goto(`${url}/orders?filter=${encodeURIComponent(JSON.stringify({ status: 'customer_cancelled' }))}`);
    await page.locator('.app-list-body > .app-list-row').first().waitFor();
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: en('ra.action.export') }).click();
    const text = fs.readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = Papa.parse<string[]>(text.trimEnd()).data;
    const row = rows.find((r) => r[header.indexOf(en('resources.orders.fields.reference'))] === refunded.reference)!;
    expect(row).toBeDefined();
    expect({
      commission: amount(row[header.indexOf(en('resources.orders.fields.commission'))]),
      earnings: amount(row[header.indexOf(en('resources.orders.fields.userEarnings'))]),
    }).toEqual(card);
  });

  it('says what “Paid to influencers” and the wallet’s payouts are, on the figure itself (#39.4)', async () => {
    await page.goto(`${url}/dashboard`);
    const about = (figure: string) => en('app.money.figure_help', { figure });
    const paid = page.getByRole('button', { name: about(en('app.money.dashboard.figures.paidToInfluencers')) });
    await paid.focus();
    await expect.poll(() => page.getByRole('tooltip').innerText()).toBe(en('app.money.dashboard.figures.paidToInfluencers_definition'));

    await page.goto(`${url}/my-wallet`);
    const definitions = page.getByRole('button', { name: /^What “.+” means$/ });
    await definitions.first().waitFor();
    expect(await definitions.count()).toBeGreaterThan(1);
    await definitions.first().focus();
    await expect.poll(async () => (await page.getByRole('tooltip').innerText()).length).toBeGreaterThan(20);
  });

  it('shows when the shown custom rate took effect, not the first grant (#39.5)', async () => {
    const rates = await api<CommissionRate[]>('/commission-rates?status=active&_sort=id&_order=ASC&_end=200');
    const changed = rates.find((r) => rateTookEffect(r).slice(0, 10) !== r.since.slice(0, 10))!;
    expect(changed).toBeDefined();
    const user = await api<User>(`/users/${changed.userId}`);
    await page.goto(`${url}/commissions?filter=${encodeURIComponent(JSON.stringify({ userId: changed.userId }))}`);
    const row = page.locator('.app-list-body > .app-list-row').filter({ hasText: `${user.firstName} ${user.lastName}` });
    await row.first().waitFor();
    const shown = (d: string) => new Date(d).toLocaleDateString('en-US');
    await expect.poll(() => row.first().innerText()).toContain(shown(rateTookEffect(changed)));
    expect(await row.first().innerText()).not.toContain(shown(changed.since));
  });
});
