import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually } from './helpers/eventually';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession, DEMO, signInAs } from './helpers/auth';
import { ORDER_STATUS_ROUTES, SERVICE_DASHBOARDS } from '../../src/domain/navigation';
import { checkOrderMoney, formatMoney, orderSettlement } from '../../src/domain/money';
import { mondayOf, seedCalendar } from '../helpers/seedCalendar';
import type { CommissionRate, Order, Referral, User, WalletTransaction } from '../../src/domain/entities';
import type { Statistics, WalletSummary } from '../../src/domain/statistics';
import { en } from './helpers/catalogue';
import { e2eServers } from './helpers/servers';
import { expectReadableInDark } from './helpers/appearance';

/**
 * Money in a real browser: every route of the area with data (ten dashboards, seven order lists,
 * commissions, wallet, referrals), an order's page and printable receipt, a cancel with a partial
 * refund, an escrow release, granting, changing and removing a custom rate, deactivating and
 * cancelling referrals, and changing a dashboard's date range. Every outcome is checked on the server.
 */

const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/screenshots/money');

const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;
let page: Page;
let errors: string[];
let adminToken: string;
/** react-admin routes with a hash (/#/dashboard) unless the app is given a browser router. */
let hashRouting = false;

async function api<T>(pathAndQuery: string): Promise<T> {
  const res = await fetch(`${url}/api${pathAndQuery}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as T;
}

/** Opens an app route, whichever router the app uses. */
const go = (route: string, p: Page = page) => p.goto(hashRouting ? `${url}/#${route}` : `${url}${route}`);

const toast = (text: string) => page.locator('.MuiSnackbarContent-root', { hasText: text });
const shot = (name: string, p: Page = page) => p.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
/** The rows of the list (ListTable), not its header or its loading row. */
const rows = () => page.locator('.app-list-body > .app-list-row');
const dialog = () => page.getByRole('dialog');

/** Waits for a dashboard to show the server's figures for its range. */
async function dashboardFigures(p: Page = page): Promise<string> {
  await p.waitForFunction(
    () => /^[\d,]+$/.test(document.querySelector('[data-testid="figure-orderCount"]')?.textContent?.trim() ?? ''),
    null,
    { timeout: 45_000 },
  );
  return ((await p.getByTestId('figure-grossRevenue').textContent()) ?? '').trim();
}

/** A dashboard's default range: the last 12 months up to today. */
function lastTwelveMonths(): { from: string; to: string } {
  const to = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.UTC(Number(to.slice(0, 4)) - 1, Number(to.slice(5, 7)) - 1, Number(to.slice(8, 10)) + 1))
    .toISOString()
    .slice(0, 10);
  return { from, to };
}

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  ({ token: adminToken } = await apiSession(url, dataDir, DEMO.admin));
  await signInAs(page, url, dataDir, DEMO.admin, '/dashboard');
  // Signed in once the app has routed to the dashboard, by its hash or by its path.
  await page.waitForFunction(
    () => location.hash.startsWith('#/dashboard') || document.querySelector('[data-testid="figure-orderCount"]') !== null,
    null,
    { timeout: 60_000 },
  );
  hashRouting = await page.evaluate(() => location.hash.startsWith('#/'));
});

afterAll(async () => {
  await browser?.close();
});

describe('every route of the area, with data', () => {
  it.each([['/dashboard', null] as const, ...SERVICE_DASHBOARDS.map((d) => [d.path, d.serviceType] as const)])(
    '%s shows the statistics of its service type',
    async (route, serviceType) => {
      await go(route);
      const gross = await dashboardFigures();
      expect(page.url()).toMatch(new RegExp(`${route}$`));
      const heading = serviceType ? en(`app.service_types.${serviceType}`) : en('app.nav.dashboard_all');
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const { from, to } = lastTwelveMonths();
      const stats = await api<Statistics>(`/statistics?from=${from}&to=${to}${serviceType ? `&serviceType=${serviceType}` : ''}`);
      expect(gross).toBe(formatMoney(stats.figures.grossRevenue));
      await page.locator('.app-chart canvas').first().waitFor();
      await shot(`dashboard${route === '/dashboard' ? '-all' : route.replace('/', '-')}`);
    },
  );

  it.each(ORDER_STATUS_ROUTES.map((r) => [r.path, r.status] as const))('%s lists only orders in that status', async (route, status) => {
    await go(route);
    await page.locator('.app-list-row td.column-reference').first().waitFor();
    const references = await page.locator('.app-list-row td.column-reference').allTextContents();
    const inStatus = await api<Order[]>(`/orders?status=${status}&_sort=paymentDate&_order=DESC&_end=25`);
    expect(references).toEqual(inStatus.map((o) => o.reference));
    await shot(`orders${route.replace('/', '-')}`);
  });

  it.each([
    ['/commissions', 'commissions', 'td.column-rate'],
    ['/my-wallet', 'my-wallet', 'td.column-amount'],
    ['/referralData', 'referral-data', 'td.column-code'],
  ])('%s', async (route, name, cell) => {
    await go(route);
    await page.locator(`.app-list-row ${cell}`).first().waitFor();
    expect(await rows().count()).toBeGreaterThan(0);
    if (route === '/my-wallet') {
      const summary = await api<WalletSummary>('/wallet/summary');
      await expect.poll(() => page.getByTestId('wallet-available').textContent()).toBe(formatMoney(summary.available));
      expect(await page.getByTestId('wallet-escrowHeld').textContent()).toBe(formatMoney(summary.escrowHeld));
    }
    if (route === '/commissions') expect(await page.getByTestId('default-rate').textContent()).toBe('20%');
    await shot(name);
  });

  it("shows the figures of the bucket under the pointer in the charts' legends, and the same figures to screen readers", async () => {
    await go('/dashboard?range=last_12_months');
    await dashboardFigures();
    const { from, to } = lastTwelveMonths();
    const stats = await api<Statistics>(`/statistics?from=${from}&to=${to}`);
    const last = stats.series[stats.series.length - 1];
    const money = page.getByRole('figure', { name: en('app.money.dashboard.money_over_time') });
    const plot = money.locator('.u-over');
    await plot.scrollIntoViewIfNeeded();
    const box = (await plot.boundingBox())!;
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
    const legend = money.locator('.u-legend');
    await expect.poll(() => legend.innerText()).toContain(formatMoney(last.grossRevenue));
    expect(await legend.innerText()).toContain(formatMoney(last.refunds));
    const table = money.getByRole('table', { name: en('app.money.dashboard.money_over_time') });
    expect(await table.getByRole('row').count()).toBe(stats.series.length + 1);
    const orders = page.getByRole('figure', { name: en('app.money.dashboard.orders_over_time') });
    const counts = await orders
      .getByRole('table', { name: en('app.money.dashboard.orders_over_time') })
      .locator('tbody td')
      .allTextContents();
    expect(counts).toEqual(stats.series.map((p) => p.orderCount.toLocaleString('en')));
  });

  it('opens the page of a top customer and of a top earner from the dashboard', async () => {
    const { from, to } = lastTwelveMonths();
    const stats = await api<Statistics>(`/statistics?from=${from}&to=${to}`);
    for (const [testId, top] of [
      ['top-customers', stats.topCustomers[0]],
      ['top-earners', stats.topEarners[0]],
    ] as const) {
      await go('/dashboard');
      await dashboardFigures();
      await page.getByTestId(testId).getByRole('link', { name: top.name!, exact: true }).first().click();
      await page.waitForURL((u) => u.pathname === `/users/${top.userId}/show`);
      await page.getByRole('heading', { name: top.name!, exact: true }).waitFor();
    }
  });

  it('shows the dashboard in the dark theme', async () => {
    const dark = await openPage(browser, { colorScheme: 'dark' });
    await signInAs(dark.page, url, dataDir, DEMO.admin, '/dashboard');
    await go('/dashboard', dark.page);
    await dashboardFigures(dark.page);
    await dark.page.locator('.app-chart canvas').first().waitFor();
    await shot('dashboard-all-dark', dark.page);
    await expectReadableInDark(dark.page, '/dashboard with its charts');
    await dark.page.context().close();
  });
});

describe('Orders', () => {
  it('shows every money field of an order and prints a receipt that holds only the receipt', async () => {
    const [order] = await api<Order[]>('/orders?status=partially_completed&_sort=id&_end=1');
    await go(`/orders/${order.id}/show`);
    await page.getByRole('heading', { level: 1, name: order.reference }).waitFor();
    const money = page.getByRole('region', { name: en('app.money.orders.money') });
    // A partly refunded order shows what the platform received net of the refund (#20.7).
    const amounts = [
      order.totalPrice,
      order.escrowBalance,
      order.refundedAmount,
      order.cardProviderFee,
      orderSettlement(order).netReceived,
    ];
    for (const amount of amounts) await money.getByText(formatMoney(amount), { exact: true }).first().waitFor();
    await money.getByText(en('app.money.orders.paid_to_you_net')).waitFor();
    await money.getByText(en('app.money.orders.consistent')).waitFor();
    await page
      .getByRole('region', { name: en('app.money.orders.timeline') })
      .getByText(en('app.enums.orderStatus.partially_completed'))
      .waitFor();
    await page
      .getByRole('region', { name: en('app.money.orders.wallet_movements') })
      .locator('.app-list-body > .app-list-row')
      .first()
      .waitFor();
    await shot('order-show');

    await page.getByRole('button', { name: en('app.money.receipt.button') }).click();
    await dialog().getByText(order.receiptNumber).waitFor();
    await shot('order-receipt');
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('#order-receipt').isVisible()).toBe(true);
    // Printing hides the whole page (the order's own heading included) except the receipt.
    expect(await page.locator('h1', { hasText: order.reference }).evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
    expect(await page.locator('#order-receipt').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await page.screenshot({ path: path.join(shots, 'order-receipt-print.png') });
    await page.emulateMedia({ media: 'screen' });
    await dialog()
      .getByRole('button', { name: en('app.common.close') })
      .click();
  });

  it('cancels an in-progress order with a partial refund out of escrow', async () => {
    // The first row of /in-progress (newest payment first), opened from the list.
    const [order] = await api<Order[]>('/orders?status=in_progress&_sort=paymentDate&_order=DESC&_end=1');
    const refund = Math.min(99.5, Math.floor(order.escrowBalance * 50) / 100);
    await go(`/in-progress`);
    await page.getByRole('link', { name: order.reference }).click();
    await page.waitForURL(new RegExp(`/orders/${order.id}/show$`));
    await page.getByRole('button', { name: en('app.money.cancel.button') }).click();
    await dialog()
      .getByRole('radio', { name: en('app.money.cancel.partial') })
      .check();
    await dialog()
      .getByTestId('refund-amount')
      .fill(String(order.escrowBalance + 1));
    await dialog().getByLabel(en('app.money.cancel.reason')).click();
    await dialog().getByText(en('app.money.errors.refund_exceeds_escrow')).waitFor();
    await dialog().getByTestId('refund-amount').fill(String(refund));
    await dialog().getByLabel(en('app.money.cancel.reason')).fill('Customer and provider agreed to stop');
    await dialog().getByText(formatMoney(refund), { exact: false }).first().waitFor();
    await shot('order-cancel-dialog');
    await dialog()
      .getByRole('button', { name: en('app.money.cancel.confirm') })
      .click();
    await toast(en('app.money.cancel.done')).waitFor();

    const after = await eventually(
      () => api<Order>(`/orders/${order.id}`),
      (o) => o.status === 'cancelled_by_admin',
    );
    expect(after).toMatchObject({ status: 'cancelled_by_admin', refundedAmount: refund, escrowBalance: 0, remainingBalance: 0 });
    expect(after.statusHistory.at(-1)?.note).toBe('Customer and provider agreed to stop');
    expect(checkOrderMoney(after)).toEqual([]);
    const ledger = await api<WalletTransaction[]>(`/wallet-transactions?orderId=${order.id}&kind=refund`);
    expect(ledger.map((t) => t.amount)).toEqual([refund]);
    await page
      .getByRole('heading', { level: 1, name: order.reference })
      .locator('..')
      .getByText(en('app.enums.orderStatus.cancelled_by_admin'))
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: en('app.money.cancel.button') }).count()).toBe(0);
    await shot('order-cancelled');
  });

  it('releases the escrow of a completed order after confirmation', async () => {
    const [order] = await api<Order[]>('/orders?status=completed&escrowBalance_gte=0.01&_sort=id&_end=1');
    await go(`/orders/${order.id}/show`);
    await page.getByRole('button', { name: en('app.money.release.button') }).click();
    await dialog().getByText(formatMoney(order.remainingBalance), { exact: false }).waitFor();
    await dialog()
      .getByRole('button', { name: en('app.money.release.confirm') })
      .click();
    await toast(en('app.money.release.done')).waitFor();
    const after = await eventually(
      () => api<Order>(`/orders/${order.id}`),
      (o) => o.escrowBalance === 0,
    );
    expect(after).toMatchObject({ status: 'completed', escrowBalance: 0, remainingBalance: 0 });
    const payouts = await api<WalletTransaction[]>(`/wallet-transactions?orderId=${order.id}&kind=payout`);
    expect(payouts.map((t) => [t.amount, t.userId])).toEqual([[order.remainingBalance, order.providerId]]);
  });
});

describe('on a 390 px phone (#20.10)', () => {
  it('keeps every page within the screen; a wide table scrolls inside its card, its first column in view', async () => {
    const phone = await openPage(browser, { width: 390, height: 844 });
    await signInAs(phone.page, url, dataDir, DEMO.admin, '/dashboard');
    const [order] = await api<Order[]>('/orders?status=partially_completed&_sort=id&_end=1');
    for (const route of ['/in-progress', '/commissions', '/my-wallet', `/orders/${order.id}/show`, '/dashboard']) {
      await go(route, phone.page);
      await phone.page.locator('.app-list-body > .app-list-row, [data-testid^="figure-"]').first().waitFor();
      const widths = await phone.page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
      expect(widths.page, route).toBeLessThanOrEqual(widths.screen);
    }
    await go('/in-progress', phone.page);
    const header = phone.page.getByRole('columnheader', { name: en('resources.orders.fields.totalPrice') });
    await header.scrollIntoViewIfNeeded();
    const box = (await header.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // The order's reference, the first column, stays in view while the table scrolls.
    const reference = phone.page.locator('.app-list-body > .app-list-row td').first();
    const refBox = (await reference.boundingBox())!;
    expect(refBox.x).toBeGreaterThanOrEqual(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('orders-in-progress-390', phone.page);
    await phone.page.context().close();
  });
});

describe('Orders of every status (#20.8)', () => {
  it('a dashboard’s status links carry its service type; /orders lists every status with a status filter', async () => {
    // The dashboard opens on its default range, and its links carry that range.
    const { from, to } = lastTwelveMonths();
    const stats = await api<Statistics>(`/statistics?serviceType=booking&from=${from}&to=${to}`);
    const inProgress = stats.byStatus.find((r) => r.status === 'in_progress')!;
    expect(inProgress.count).toBeGreaterThan(0);
    await go('/bookings');
    const link = page.getByTestId('status-in_progress').getByRole('link');
    await link.click();
    await page.waitForURL((u) => u.pathname === '/in-progress');
    await rows().first().waitFor();
    const shown = await eventually(
      () => page.locator('.RaPaginationInfo, .MuiTablePagination-displayedRows').first().innerText(),
      (text) => new RegExp(`of ${inProgress.count}\\b`).test(text),
    );
    expect(shown).toMatch(new RegExp(`of ${inProgress.count}\\b`));

    const cancelled = stats.byStatus.find((r) => r.status === 'cancelled_by_admin')!;
    await go('/bookings');
    await page.getByTestId('status-cancelled_by_admin').getByRole('link').click();
    await page.waitForURL((u) => u.pathname === '/orders');
    if (cancelled.count > 0) {
      await rows().first().waitFor();
      const statuses = await rows().locator('.column-status').allInnerTexts();
      expect(new Set(statuses)).toEqual(new Set([en('app.enums.orderStatus.cancelled_by_admin')]));
    }
    await go('/orders');
    await rows().first().waitFor();
    await expect.poll(() => page.locator('#react-admin-title').innerText()).toContain(en('app.money.orders.all'));
  });
});

describe('Commissions', () => {
  it('grants a custom rate, changes it and removes it after confirmation', async () => {
    const rated = new Set((await api<CommissionRate[]>('/commission-rates')).map((r) => r.userId));
    const users = await api<User[]>('/users?_sort=id&_end=40');
    const user = users.find(
      (u) => !rated.has(u.id) && !users.some((o) => o !== u && o.firstName === u.firstName && o.lastName === u.lastName),
    )!;
    const name = `${user.firstName} ${user.lastName}`;

    await go(`/commissions`);
    await page.getByRole('button', { name: en('app.money.rates.grant') }).click();
    await dialog().getByLabel(en('resources.commission-rates.fields.userId')).fill(user.lastName);
    await page.getByRole('option', { name }).click();
    await dialog().getByLabel(en('resources.commission-rates.fields.rate')).fill('7.125');
    await dialog()
      .getByRole('button', { name: en('app.money.rates.grant') })
      .click();
    await dialog().getByText(en('app.money.rates.errors.two_decimals')).waitFor();
    await dialog().getByLabel(en('resources.commission-rates.fields.rate')).fill('7.25');
    await shot('commission-grant-dialog');
    await dialog()
      .getByRole('button', { name: en('app.money.rates.grant') })
      .click();
    await toast(en('app.money.rates.granted')).waitFor();
    const granted = (
      await eventually(
        () => api<CommissionRate[]>(`/commission-rates?userId=${user.id}`),
        (r) => r.length === 1,
      )
    )[0];
    expect(granted).toMatchObject({ rate: 7.25, status: 'active' });

    const row = rows().filter({ hasText: name });
    await row.getByRole('button', { name: en('app.money.rates.change') }).click();
    await dialog().getByLabel(en('resources.commission-rates.fields.rate')).fill('6');
    await dialog()
      .getByRole('button', { name: en('app.money.rates.change') })
      .click();
    await toast(en('app.money.rates.changed')).waitFor();
    await eventually(
      () => api<CommissionRate>(`/commission-rates/${granted.id}`),
      (r) => r.rate === 6,
    );

    await row.getByRole('button', { name: en('app.money.rates.remove') }).click();
    await dialog().getByText(en('app.money.rates.remove_title')).waitFor();
    await dialog()
      .getByRole('button', { name: en('app.money.rates.remove') })
      .click();
    await toast(en('app.money.rates.removed')).waitFor();
    const removed = await eventually(
      () => api<CommissionRate>(`/commission-rates/${granted.id}`),
      (r) => r.status === 'removed',
    );
    expect(removed.history.map((h) => [h.change, h.rate])).toEqual([
      ['granted', 7.25],
      ['changed', 6],
      ['removed', 6],
    ]);

    await row.getByRole('link', { name: en('app.money.rates.history_link', { rate: '6%' }) }).click();
    await page.waitForURL(new RegExp(`/commission-rates/${granted.id}/show$`));
    await rows().nth(2).waitFor();
    await shot('commission-rate-history');
  });
});

describe('Referral data', () => {
  it("deactivates a referral link with the toast 'Referral Link Deactivated', then cancels another after confirmation", async () => {
    // The screen's first page (newest first), and the first two active referrals on it.
    const shown = await api<Referral[]>('/referrals?_sort=activeSince&_order=DESC&_end=25');
    const [i, j] = shown.flatMap((r, index) => (r.linkStatus === 'active' ? [index] : [])).slice(0, 2);
    const [first, second] = [shown[i], shown[j]];
    await go(`/referralData`);
    await page.locator('.app-list-row td.column-code').first().waitFor();
    const firstRow = rows().nth(i);
    expect(await firstRow.locator('td.column-code').textContent()).toBe(first.code);
    await firstRow.getByRole('button', { name: en('app.money.referrals.deactivate') }).click();
    // Confirmed first (#39.8): nothing reactivates a link.
    const confirm = page.getByRole('dialog');
    await confirm.getByText(en('app.money.referrals.deactivate_title')).waitFor();
    expect((await api<Referral>(`/referrals/${first.id}`)).linkStatus).toBe('active');
    await confirm.getByRole('button', { name: en('app.money.referrals.deactivate') }).click();
    await toast('Referral Link Deactivated').waitFor();
    expect(
      (
        await eventually(
          () => api<Referral>(`/referrals/${first.id}`),
          (r) => r.linkStatus === 'deactivated',
        )
      ).linkStatus,
    ).toBe('deactivated');

    const secondRow = rows().nth(j);
    expect(await secondRow.locator('td.column-code').textContent()).toBe(second.code);
    await secondRow.getByRole('button', { name: en('app.money.referrals.cancel') }).click();
    await dialog().getByText(en('app.money.referrals.cancel_title')).waitFor();
    await shot('referral-cancel-confirm');
    await dialog()
      .getByRole('button', { name: en('app.money.referrals.cancel') })
      .click();
    await toast(en('app.money.referrals.cancelled')).waitFor();
    expect(
      (
        await eventually(
          () => api<Referral>(`/referrals/${second.id}`),
          (r) => r.linkStatus === 'cancelled',
        )
      ).linkStatus,
    ).toBe('cancelled');
  });
});

describe('Dashboard figures fit their cards (#20.10)', () => {
  for (const width of [1440, 1024]) {
    it(`shows every figure whole at ${width} px, all time`, async () => {
      const probe = await openPage(browser, { width, height: 900 });
      try {
        const p = probe.page;
        await signInAs(p, url, dataDir, DEMO.admin, '/dashboard?range=all_time');
        await p.getByTestId('figure-grossRevenue').filter({ hasText: /\d/ }).waitFor();
        const cut = await p
          .locator('[data-testid^="figure-"]')
          .evaluateAll((els) =>
            els
              .filter(
                (el) =>
                  el.scrollWidth > el.clientWidth + 1 ||
                  el.getBoundingClientRect().right > (el.closest('section')?.getBoundingClientRect().right ?? Infinity),
              )
              .map((el) => el.getAttribute('data-testid')),
          );
        expect(cut).toEqual([]);
      } finally {
        await probe.page.context().close();
      }
    });
  }
});

describe('Dashboard date range', () => {
  it('changes to a preset and to a custom range, kept in the URL, with the server’s figures', async () => {
    await go(`/bookings`);
    await dashboardFigures();
    await page
      .getByRole('combobox', { name: en('app.money.dashboard.range') })
      .selectOption({ label: en('app.money.dashboard.presets.all_time') });
    await page.waitForURL(/[?&]range=all_time/);
    const allTime = await api<Statistics>('/statistics?serviceType=booking');
    await expect.poll(() => dashboardFigures()).toBe(formatMoney(allTime.figures.grossRevenue));

    await page
      .getByRole('combobox', { name: en('app.money.dashboard.range') })
      .selectOption({ label: en('app.money.dashboard.presets.custom') });
    // February to April of the seed's calendar, as the server moved its dates.
    const { day } = seedCalendar(path.join(dataDir, 'db.sqlite'));
    const [from, to] = [day('2026-02-01'), day('2026-04-30')];
    await page.getByTestId('range-from').fill(from);
    await page.getByTestId('range-to').fill(to);
    await page.getByRole('button', { name: en('app.money.dashboard.apply') }).click();
    await page.waitForURL(new RegExp(`from=${from}&to=${to}`));
    const custom = await api<Statistics>(`/statistics?from=${from}&to=${to}&serviceType=booking`);
    await expect.poll(() => dashboardFigures()).toBe(formatMoney(custom.figures.grossRevenue));
    expect(await page.getByTestId('figure-commissionEarned').textContent()).toBe(formatMoney(custom.figures.commissionEarned));
    expect(custom.series.map((p) => p.bucket)[0]).toBe(mondayOf(from));
    await shot('dashboard-bookings-custom-range');

    // The range survives a reload: it lives in the URL.
    await page.reload();
    await expect.poll(() => dashboardFigures()).toBe(formatMoney(custom.figures.grossRevenue));
  });

  it('left no errors in the console', () => {
    expect(errors).toEqual([]);
  });
});
