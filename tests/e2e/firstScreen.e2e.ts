import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession } from './helpers/auth';
import { signedInScript } from './helpers/firstPageJs';
import { ROLE_ACCOUNTS, t } from './helpers/routeChecks';
import { e2eServers } from './helpers/servers';

/**
 * The first screen (src/firstScreen): /users drawn from its first page before the admin app has
 * loaded, then handed over to the real list without a request more or a pixel moved.
 */
const servers = e2eServers();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** What a list shows, cell by cell, with where each box is (rounded to the pixel). */
function snapshot(page: Page, root: string, sidebar: string, topBar: string) {
  return page.evaluate(
    ([rootSelector, sidebarSelector, topBarSelector]) => {
      const scope = document.querySelector(rootSelector)!;
      const boxes = (selector: string, within: ParentNode = scope) =>
        [...within.querySelectorAll(selector)].map((e) => {
          const r = e.getBoundingClientRect();
          return { text: (e.textContent ?? '').trim(), box: [r.x, r.y, r.width, r.height].map(Math.round) };
        });
      return {
        filters: boxes('.app-filter-placeholder'),
        tabs: boxes('[role="tab"]'),
        headers: boxes('thead th'),
        cells: boxes('tbody tr:nth-child(-n+3) td'),
        buttons: boxes('.first-screen-button svg, .RaList-actions .MuiToolbar-root svg'),
        topBar: boxes('.app-icon-button, svg, .app-brand, .app-search, .app-avatar', document.querySelector(topBarSelector)!),
        // A closed drawer (small screens) keeps its menu in the document, off screen: not drawn.
        menu: boxes(
          '.app-nav-item, .app-nav-divider, svg',
          document.querySelector(sidebarSelector) ?? document.createElement('div'),
        ).filter(({ box: [x, , w, h] }) => w > 0 && h > 0 && x + w > 0),
        rows: scope.querySelectorAll('tbody tr').length,
      };
    },
    [root, sidebar, topBar] as const,
  );
}

/** Notes, from the first script on, whether a first screen was ever on the page. */
const WATCH_FIRST_SCREEN = `window.__firstScreenSeen = false; new MutationObserver(() => { if (document.querySelector('.first-screen')) window.__firstScreenSeen = true; }).observe(document, { childList: true, subtree: true });`;

async function signedInPage(url: string, dataDir: string, extraInit = '', width = 1366) {
  const { token, admin } = await apiSession(url, dataDir, ROLE_ACCOUNTS.admin);
  const probe = await openPage(browser, { width, height: 860 });
  await probe.page.context().addInitScript(signedInScript(token, admin));
  await probe.page.context().addInitScript(WATCH_FIRST_SCREEN + extraInit);
  return probe;
}

const realRowsDrawn = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.first-screen') && document.querySelectorAll('#main-content tbody tr').length === 25);

/**
 * The first screen held on the page (the admin app's code never arrives), then the real list in
 * a fresh tab: what each draws, and where the list's filter inputs land once drawn.
 */
async function bothScreens(url: string, dataDir: string, init = '', width = 1366) {
  const early = await signedInPage(url, dataDir, init, width);
  await early.page.route(/\/assets\/App-[^/]+\.js$/, () => undefined);
  await early.page.goto(`${url}/users`);
  await early.page.waitForFunction(() => document.querySelectorAll('.first-screen tbody tr').length === 25);
  // The menu comes in the frame after the rows, where there is a sidebar.
  await early.page.waitForFunction(
    () => !document.querySelector('[data-first-screen-menu]') || !!document.querySelector('[data-first-screen-menu] nav'),
  );
  await early.page.evaluate(() => document.fonts.ready);
  const drawnFirst = await snapshot(early.page, '.first-screen', '.first-screen .app-sidebar', '.first-screen .app-topbar');
  // Its search box, tabs, sort headers and rows take input (firstScreenInput.e2e.ts); what it
  // cannot act on yet (menu, top-bar buttons, filters, toolbar) is inert.
  const inert = await early.page.evaluate(() =>
    [...document.querySelectorAll('.first-screen :is(.app-icon-button, .first-screen-actions, [data-first-screen-menu])')].map(
      (e) => e.closest('[inert]') !== null,
    ),
  );
  expect(inert.length).toBeGreaterThanOrEqual(4);
  expect(inert).not.toContain(false);
  await early.page.context().close();

  const real = await signedInPage(url, dataDir, init, width);
  await real.page.goto(`${url}/users`);
  await realRowsDrawn(real.page);
  await real.page.evaluate(() => document.fonts.ready);
  const drawnByList = await snapshot(real.page, '#main-content', '[data-testid="sidebar"]', '.app-topbar');
  // Then the list's own filter inputs take the placeholders' places.
  await real.page.waitForFunction(() => document.querySelectorAll('#main-content .filter-field .MuiFormControl-root').length === 4);
  const inputs = await real.page.evaluate(() =>
    [...document.querySelectorAll('#main-content .filter-field .MuiFormControl-root')].map((e) => {
      const r = e.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round);
    }),
  );
  expect(real.errors).toEqual([]);
  await real.page.context().close();
  return { drawnFirst, drawnByList, inputs };
}

describe.each(['json-server', 'simple-rest'] as const)('first screen (%s)', (dialect) => {
  const { url, dataDir } = servers[dialect];

  it('draws the first page of /users where and as the list then draws it', async () => {
    const { drawnFirst, drawnByList, inputs } = await bothScreens(url, dataDir);
    expect(drawnFirst.rows).toBe(25);
    expect(drawnFirst.tabs).toEqual(drawnByList.tabs);
    expect(drawnFirst.headers).toEqual(drawnByList.headers);
    expect(drawnFirst.cells).toEqual(drawnByList.cells);
    expect(drawnFirst.buttons).toEqual(drawnByList.buttons);
    expect(drawnFirst.topBar).toEqual(drawnByList.topBar);
    expect(drawnFirst.menu.length).toBeGreaterThan(10);
    expect(drawnFirst.menu).toEqual(drawnByList.menu);
    // The list draws its filters in place of placeholders of the same size and label.
    expect(drawnFirst.filters.map((f) => f.text)).toEqual(['Verification status', 'Country', 'Category', 'Online status']);
    expect(inputs).toEqual(drawnFirst.filters.map((f) => f.box));
  });

  it('hands its page to the list: the first page is asked for once, and the list answers clicks', async () => {
    const { page, errors } = await signedInPage(url, dataDir);
    const firstPages: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/users\?/.test(r.url()) && r.url().includes('memberSince')) firstPages.push(r.url());
    });
    await page.goto(`${url}/users`);
    await realRowsDrawn(page);
    expect(await page.evaluate(() => (window as unknown as { __firstScreenSeen: boolean }).__firstScreenSeen)).toBe(true);
    expect(firstPages).toHaveLength(1);
    await page.locator('#main-content tbody tr').first().click();
    await page.waitForURL(/\/users\/[^/]+\/show$/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('leaves a list that remembers a filter to the admin app', async () => {
    const remembered = `localStorage.setItem('RaStore.users.listParams', JSON.stringify({ filter: { accountType: 'business' }, sort: 'memberSince', order: 'DESC', page: 1, perPage: 25 }));`;
    const { page, errors } = await signedInPage(url, dataDir, remembered);
    await page.goto(`${url}/users`);
    await page.getByRole('tab', { name: /businesses/i, selected: true }).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('#main-content tbody tr').length > 0);
    expect(await page.evaluate(() => (window as unknown as { __firstScreenSeen: boolean }).__firstScreenSeen)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('first screen in other layouts', () => {
  const { url, dataDir } = servers['json-server'];
  const LAYOUTS = [
    { name: 'a narrow window (sidebar as a drawer)', width: 800, init: '' },
    { name: 'a phone (icon buttons, toolbar first)', width: 500, init: '' },
    { name: 'the narrow sidebar', width: 1366, init: `localStorage.setItem('RaStore.sidebar.open', 'false');` },
    { name: 'Hindi', width: 1366, init: `localStorage.setItem('RaStore.locale', '"hi"');` },
  ];

  it.each(LAYOUTS)('draws what the list draws, where it draws it, in $name', async ({ width, init }) => {
    const { drawnFirst, drawnByList, inputs } = await bothScreens(url, dataDir, init, width);
    expect(drawnFirst.tabs).toEqual(drawnByList.tabs);
    expect(drawnFirst.headers).toEqual(drawnByList.headers);
    expect(drawnFirst.cells).toEqual(drawnByList.cells);
    expect(drawnFirst.buttons).toEqual(drawnByList.buttons);
    expect(drawnFirst.topBar).toEqual(drawnByList.topBar);
    expect(drawnFirst.menu).toEqual(drawnByList.menu);
    expect(inputs).toEqual(drawnFirst.filters.map((f) => f.box));
  });
});

describe('first screen with a slow first page', () => {
  const { url, dataDir } = servers['json-server'];

  it('does not hold the admin app back: its shell comes, then the rows once the page arrives', async () => {
    const { page, errors } = await signedInPage(url, dataDir);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/users\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${url}/users`);
    // The shell's sidebar is the admin app's: it came while the first page was still on its way.
    await page.getByTestId('sidebar').getByText('Dashboard').first().waitFor();
    expect(await page.locator('#main-content .app-list-row').count()).toBe(0);
    release();
    await realRowsDrawn(page);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('first screen with a session the server no longer knows', () => {
  const { url, dataDir } = servers['json-server'];

  it('draws nothing and the admin app leads to /signin', async () => {
    const { admin } = await apiSession(url, dataDir, ROLE_ACCOUNTS.admin);
    const { page } = await openPage(browser, { width: 1366, height: 860 });
    await page.context().addInitScript(signedInScript('no-longer-valid', admin) + WATCH_FIRST_SCREEN);
    await page.goto(`${url}/users`);
    await page.waitForURL((u) => u.pathname === '/signin');
    expect(await page.evaluate(() => (window as unknown as { __firstScreenSeen: boolean }).__firstScreenSeen)).toBe(false);
    await page.context().close();
  });
});

describe('first screen of an empty list', () => {
  const { url, dataDir } = servers['json-server'];

  it('draws nothing and leaves the empty state to the list', async () => {
    const { page, errors } = await signedInPage(url, dataDir);
    await page.route(/\/api\/users\?.*memberSince/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'X-Total-Count': '0', 'Access-Control-Expose-Headers': 'X-Total-Count' },
        body: '[]',
      }),
    );
    await page.goto(`${url}/users`);
    await page.getByText(t('app.manageUsers.users.empty')).first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __firstScreenSeen: boolean }).__firstScreenSeen)).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
