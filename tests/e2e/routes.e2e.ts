import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eServers } from './helpers/servers';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession, DEMO_PASSWORD, latestCode } from './helpers/auth';
import { PUBLIC_ROUTES } from '../../src/domain/navigation';
import {
  allowedPaths,
  clientGo,
  expectNotAllowed,
  groupOf,
  iconControlNames,
  openFromSidebar,
  ROLE_ACCOUNTS,
  SCREEN_ROUTES,
  SHELL_ROUTES,
  sidebarPaths,
  fieldName,
  t,
  visibleErrors,
  waitForShell,
  type RoleName,
} from './helpers/routeChecks';

/**
 * Every route of the specification for every demo role, in one browser with one context per
 * role (client-side navigation from the sidebar, as a person would): a route the role may use
 * shows its title and its data with no error toast, crash screen or console error, and its icon
 * buttons are named; a route it may not use shows the not-allowed screen and no data, and has no
 * sidebar entry. Signed out, the public routes render and the shell routes lead to /signin.
 * Read-only: it changes nothing on the shared server.
 */

const root = path.resolve(import.meta.dirname, '../..');
const { url, dataDir } = e2eServers()['json-server'];
const ROLES = Object.keys(ROLE_ACCOUNTS) as RoleName[];

/** The admin opens every route; the other roles one route per screen (what differs is which requests a screen may make). */
const opensInFull = (role: RoleName, entry: (typeof SHELL_ROUTES)[number]) => role === 'admin' || SCREEN_ROUTES.includes(entry);

/** The seed's admins (what the server will answer at sign-in), so each test's title says what it expects. */
const SEED_ADMINS = (JSON.parse(fs.readFileSync(path.join(root, 'db.json'), 'utf8')) as { admins: Record<string, unknown>[] }).admins;
const seedAdmin = (email: string) => SEED_ADMINS.find((a) => a.email === email)!;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Puts an API session into the page's storage from a page that runs no app code, then opens the shell. */
async function signIn(page: Page, email: string): Promise<Record<string, unknown>> {
  const { token, admin } = await apiSession(url, dataDir, email);
  await page.goto(`${url}/api/health`);
  await page.evaluate(
    ([tk, a]) => {
      localStorage.setItem('authToken', JSON.stringify({ token: tk }));
      localStorage.setItem('adminData', JSON.stringify(a));
    },
    [token, admin] as const,
  );
  await page.goto(`${url}/dashboard`);
  await waitForShell(page);
  return admin;
}

describe.each(ROLES)('signed in as %s', (role) => {
  const email = ROLE_ACCOUNTS[role];
  const allowed = allowedPaths(seedAdmin(email));
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    ({ page, errors } = await openPage(browser));
    const admin = await signIn(page, email);
    // The server's view of the role is the one the expectations below were computed from.
    expect([...allowedPaths(admin)].sort()).toEqual([...allowed].sort());
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('offers in the sidebar exactly the routes the role may use', async () => {
    const { paths, groups } = await sidebarPaths(page);
    expect([...paths].sort()).toEqual([...allowed].sort());
    // A group whose every entry is hidden is hidden too.
    const expectedGroups = [
      ...new Set(
        SHELL_ROUTES.filter((e) => allowed.has(e.path))
          .map((e) => groupOf(e)?.id)
          .filter(Boolean),
      ),
    ];
    expect(groups.sort()).toEqual((expectedGroups as string[]).sort());
  });

  for (const entry of SHELL_ROUTES) {
    if (allowed.has(entry.path)) {
      if (!opensInFull(role, entry)) continue;
      it(`opens ${entry.path} with its title and data, no error, named icon buttons`, async () => {
        errors.length = 0;
        await openFromSidebar(page, entry);
        expect(await page.locator('#react-admin-title').isVisible()).toBe(true);
        // The browser tab is titled after the screen (#20.10), not the app name alone.
        await expect.poll(() => page.title()).toMatch(new RegExp(`^${escapeRegExp(t(entry.labelKey))} · `));
        expect(await visibleErrors(page)).toEqual([]);
        expect(await iconControlNames(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    } else {
      it(`refuses ${entry.path} with the not-allowed screen, and has no menu entry for it`, async () => {
        errors.length = 0;
        await clientGo(page, entry.path);
        await expectNotAllowed(page, entry);
        // Its group (if the role sees the group at all) does not list it either.
        const group = groupOf(entry);
        const button = page.locator(`[data-testid="sidebar"] nav [aria-controls="nav-group-${group?.id}"]`);
        if (group && (await button.count())) {
          if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
          await page.locator(`#nav-group-${group.id}`).waitFor();
        }
        expect(await page.locator(`[data-testid="sidebar"] nav a[href="${entry.path}"]`).count()).toBe(0);
        expect(await visibleErrors(page)).toEqual([]);
        expect(await iconControlNames(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }

  it('says "not found", with a way home, for an address that names no screen', async () => {
    errors.length = 0;
    // No such screen; a collection without a list of its own; a record view the collection lacks.
    for (const route of ['/no-such-screen', '/commission-rates', '/wallet-transactions/1/show']) {
      await clientGo(page, route);
      await page.getByRole('heading', { level: 1, name: t('app.errors.not_found_title') }).waitFor();
      expect(await page.getByText(t('app.errors.not_found_text')).isVisible()).toBe(true);
    }
    expect(await visibleErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('sends a signed-in admin from the public routes to the dashboard, and shows /nointernet', async () => {
    errors.length = 0;
    for (const route of PUBLIC_ROUTES.filter((r) => r !== '/nointernet')) {
      await clientGo(page, route);
      await page.waitForURL((u) => u.pathname === '/dashboard');
    }
    await clientGo(page, '/nointernet');
    await page.getByRole('heading', { name: t('app.messages.offline_title') }).waitFor();
    expect(await page.getByText(t('app.messages.offline_text')).isVisible()).toBe(true);
    expect(await visibleErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('signed out', () => {
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    ({ page, errors } = await openPage(browser));
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('leads every shell route to /signin', async () => {
    await page.goto(`${url}/dashboard`);
    await page.waitForURL((u) => u.pathname === '/signin');
    for (const entry of SHELL_ROUTES) {
      await clientGo(page, entry.path);
      await page.waitForURL((u) => u.pathname === '/signin');
    }
    expect(await page.locator('#main-content').count()).toBe(0);
  });

  it('renders /signin, /reset-password and /nointernet', async () => {
    errors.length = 0;
    await page.goto(`${url}/signin`);
    await page.getByRole('heading', { level: 1, name: t('app.auth.sign_in_title') }).waitFor();
    await clientGo(page, '/reset-password');
    await page.getByRole('heading', { level: 1, name: t('app.auth.reset_title') }).waitFor();
    await clientGo(page, '/nointernet');
    await page.getByRole('heading', { name: t('app.messages.offline_title') }).waitFor();
    expect(await visibleErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reaches /verify-otp from the sign-in form and /new-password from the reset form', async () => {
    errors.length = 0;
    // Without a pending challenge both send the visitor back to the start.
    await clientGo(page, '/verify-otp');
    await page.waitForURL((u) => u.pathname === '/signin');

    await page.getByLabel(fieldName('app.auth.identifier')).fill(ROLE_ACCOUNTS.employee);
    await page.getByLabel(fieldName('app.auth.password')).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: t('app.auth.sign_in') }).click();
    await page.waitForURL((u) => u.pathname === '/verify-otp');
    await page.getByRole('heading', { level: 1, name: t('app.auth.verify_title') }).waitFor();
    expect(
      await page
        .getByRole('group', { name: t('app.auth.otp_label') })
        .locator('input')
        .count(),
    ).toBe(6);

    await page.goto(`${url}/reset-password`);
    await page.getByLabel(fieldName('app.auth.identifier')).fill(ROLE_ACCOUNTS.tech_support);
    await page.getByRole('button', { name: t('app.auth.send_code') }).click();
    await page.waitForURL((u) => u.pathname === '/verify-otp');
    const boxes = page.getByRole('group', { name: t('app.auth.otp_label') }).locator('input');
    await boxes.first().waitFor();
    await boxes.first().focus();
    // The reset code, not the newest mail to that address: another file's sign-in as tech support
    // mails a sign_in code, and a reset asked again within the resend wait re-uses its code.
    await page.keyboard.type(await latestCode(dataDir, ROLE_ACCOUNTS.tech_support, 'password_reset'));
    await page.waitForURL((u) => u.pathname === '/new-password');
    await page.getByRole('heading', { level: 1, name: t('app.auth.new_password_title') }).waitFor();
    expect(await visibleErrors(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
