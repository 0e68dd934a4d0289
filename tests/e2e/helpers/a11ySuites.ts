import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { e2eServers } from './servers';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, openPage } from './browser';
import { NAV_GROUPS, SINGLE_ENTRIES } from '../../../src/domain/navigation';
import { apiSession, DEMO_PASSWORD, latestCode } from './auth';
import {
  clientGo,
  formatViolations,
  iconControlNames,
  ROLE_ACCOUNTS,
  seriousViolations,
  SCREEN_ROUTES,
  SHELL_ROUTES,
  fieldName,
  t,
  visibleErrors,
  waitForRoute,
  waitForShell,
} from './routeChecks';

/**
 * The accessibility suites, in two files so that both browser-test workers share them
 * (a11yLight.e2e.ts, a11yDark.e2e.ts): axe-core (WCAG rules, all tags) on every route as admin in
 * the light theme and every screen in the dark theme, on the public screens, on every modal
 * (account dialogs, OTP, Help Center sections) and on one confirmation of each kind: zero serious
 * or critical violations. Then every screen in Hindi: icon-only buttons are named from the Hindi
 * catalogue wherever it has the text.
 * Read-only: dialogs are opened and cancelled, nothing is saved on the shared server.
 */

const { url, dataDir } = e2eServers()['json-server'];
type Theme = 'light' | 'dark';
const BACKGROUND = { light: 'rgb(245, 246, 250)', dark: 'rgb(18, 18, 18)' } as const;
const DIALOG = '[role="dialog"]';
/** The first route of each menu group, and of the entries outside groups. */
const LOADING_SAMPLE = [...NAV_GROUPS.map((g) => g.entries[0]).filter(Boolean), SINGLE_ENTRIES[0]];

/** A 4×4 PNG, for the photo preview. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVR4nGNgYGD4z8DAwMDAAAAWAAHWHQ0zAAAAAElFTkSuQmCC', 'base64');

/** One conversation of the signed-in admin with the support team, as GET /api/help-chat answers. */
const SUPPORT_TICKET = {
  id: 9001,
  userId: null,
  adminId: 1,
  subject: 'Export fails on the orders list',
  status: 'pending',
  messages: [
    { from: 'admin', authorId: 1, text: 'The CSV export is empty.', at: '2026-11-20T09:00:00.000Z' },
    { from: 'admin', authorId: 5, text: 'We are looking into it.', at: '2026-11-20T10:00:00.000Z' },
  ],
  version: 2,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

let browser: Browser;
/** One browser for the file's suites. */
export function sharedBrowser(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
}

async function signIn(page: Page, email: string, storage: Record<string, string> = {}): Promise<void> {
  const { token, admin } = await apiSession(url, dataDir, email);
  await page.goto(`${url}/api/health`);
  await page.evaluate(
    ([tk, a, extra]) => {
      localStorage.setItem('authToken', JSON.stringify({ token: tk }));
      localStorage.setItem('adminData', JSON.stringify(a));
      for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
    },
    [token, admin, storage] as const,
  );
  await page.goto(`${url}/dashboard`);
  await waitForShell(page);
}

async function expectClean(page: Page, what: string, include?: string): Promise<void> {
  const violations = await seriousViolations(page, include);
  expect(violations, `${what}:\n${formatViolations(violations)}`).toEqual([]);
}

async function openAccountItem(page: Page, itemKey: string): Promise<Locator> {
  await page.getByRole('button', { name: t('app.shell.account.menu_label') }).click();
  await page.getByRole('menuitem', { name: t(itemKey) }).click();
  const dialog = page.locator(DIALOG);
  await dialog.waitFor();
  // The dialog's enter transition ends before the scan (contrast is read from computed colours).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container')].every((c) => getComputedStyle(c).opacity === '1'),
  );
  return dialog;
}

async function closeDialog(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator(DIALOG).waitFor({ state: 'detached' });
}

/** Opens a route's confirmation from the first enabled button named `name` in its list. */
async function openConfirmation(page: Page, route: string, name: string | RegExp): Promise<void> {
  const entry = SHELL_ROUTES.find((e) => e.path === route)!;
  await clientGo(page, route);
  await waitForRoute(page, entry);
  const button = page.locator('.app-list-body').getByRole('button', { name, disabled: false }).first();
  await button.click();
  await page.locator(DIALOG).waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container')].every((c) => getComputedStyle(c).opacity === '1'),
  );
}

/** axe on the routes, the slow API, the dialogs and the confirmations, signed in as admin. */
export function describeSignedInScans(theme: Theme): void {
  describe(`${theme} theme`, () => {
    let page: Page;
    let errors: string[];

    beforeAll(async () => {
      ({ page, errors } = await openPage(browser, { colorScheme: theme }));
      await signIn(page, ROLE_ACCOUNTS.admin);
      const background = await page.evaluate(() => getComputedStyle(document.querySelector('.RaLayout-content')!).backgroundColor);
      expect(background).toBe(BACKGROUND[theme]);
    });
    afterAll(async () => {
      await page?.context().close();
    });
    // A test that failed with a dialog open must not leave it over the next one.
    afterEach(async () => {
      for (let i = 0; i < 3 && (await page.locator(DIALOG).count()); i++) {
        await page.keyboard.press('Escape');
        await page
          .locator(DIALOG)
          .waitFor({ state: 'detached', timeout: 2000 })
          .catch(() => undefined);
      }
    });

    // Light: every route, each on its own data. Dark: one route per screen (SCREEN_ROUTES): a
    // theme's colours do not depend on which filter a family's screen shows.
    for (const entry of theme === 'light' ? SHELL_ROUTES : SCREEN_ROUTES) {
      it(`axe: ${entry.path}`, async () => {
        await clientGo(page, entry.path);
        await waitForRoute(page, entry);
        await expectClean(page, entry.path);
      });
    }

    // A slow API: the top bar's Refresh asks every query of the screen again while the answers are
    // held, so the loading indicator is on screen during the scan; then the answers go through.
    // A refetch keeps the screen's rows and figures (react-admin shows the previous data; the
    // dashboard only sets aria-busy): the top bar, where the indicator replaces Refresh, is what
    // changes, so it is what is scanned (the whole page was scanned above, and again here cost
    // 160 s of the suite for the same findings). The top bar is one component on every route, the
    // title its only part that changes: one route per menu group and the single entries' first
    // carry every kind of title (95 s of the file alone for every route, 10 s for these).
    it('axe while the API is slow: a route of each menu group with its loading indicator on screen', async () => {
      const held: { continue(): Promise<void> }[] = [];
      const hold = (route: { continue(): Promise<void> }) => void held.push(route);
      const release = async () => {
        await page.unroute('**/api/**', hold);
        await Promise.all(held.splice(0).map((r) => r.continue().catch(() => undefined)));
      };
      const indicator = page.locator('.app-refresh-spinner');
      const problems: string[] = [];
      for (const entry of LOADING_SAMPLE) {
        await clientGo(page, entry.path);
        await waitForRoute(page, entry);
        await page.route('**/api/**', hold);
        try {
          await page
            .getByRole('button', { name: t('ra.action.refresh') })
            .first()
            .click();
          await indicator.waitFor({ state: 'visible' });
          // The click leaves the pointer over Refresh: its tooltip is not what this scan is about.
          await page.mouse.move(0, 0);
          await page.getByRole('tooltip').waitFor({ state: 'detached' });
          const violations = await seriousViolations(page, '.app-topbar');
          if (violations.length) problems.push(`${entry.path}:\n${formatViolations(violations)}`);
        } finally {
          await release();
        }
        await indicator.waitFor({ state: 'detached' });
      }
      expect(problems).toEqual([]);
    }, 600_000);

    it('axe: the account dialogs (Edit Photo with a preview, Change Password, Change Email, Logout)', async () => {
      await openAccountItem(page, 'app.shell.account.edit_photo');
      await expectClean(page, 'Edit Photo', DIALOG);
      await page.getByTestId('photo-file-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await page.locator(`${DIALOG} img`).first().waitFor();
      await expectClean(page, 'Edit Photo with a preview', DIALOG);
      await closeDialog(page);

      await openAccountItem(page, 'app.shell.account.change_password');
      await expectClean(page, 'Change Password', DIALOG);
      await closeDialog(page);

      await openAccountItem(page, 'app.shell.account.change_email');
      await expectClean(page, 'Change Email', DIALOG);
      await closeDialog(page);

      await openAccountItem(page, 'app.shell.account.logout');
      await page.getByText(t('app.account.logout_confirm')).waitFor();
      await expectClean(page, 'Logout', DIALOG);
      await closeDialog(page);
    });

    it('axe: the OTP modal (after Change Password asks for a code)', async () => {
      const dialog = await openAccountItem(page, 'app.shell.account.change_password');
      const newPassword = 'Quiet#Harbour2026';
      await dialog.getByLabel(fieldName('app.account.current_password')).fill(DEMO_PASSWORD);
      await dialog.getByLabel(fieldName('app.auth.new_password')).fill(newPassword);
      await dialog.getByLabel(fieldName('app.auth.confirm_password')).fill(newPassword);
      await dialog.getByRole('button', { name: t('app.common.save') }).click();
      const otp = page.getByRole('dialog', { name: t('app.account.otp_title') });
      await otp.getByRole('group', { name: t('app.auth.otp_label') }).waitFor();
      // The Change Password dialog fades out as the code dialog opens: scanned mid-fade, its text
      // reads as nearly invisible. The scan waits until it has left the page.
      await page.locator('[id="app.account.change_password-title"]').waitFor({ state: 'detached' });
      await page.waitForFunction(() =>
        [...document.querySelectorAll('.MuiDialog-container')].every((c) => getComputedStyle(c).opacity === '1'),
      );
      await expectClean(page, 'OTP modal', DIALOG);
      // Cancelled: the password stays as it was.
      await closeDialog(page);
    });

    it('axe: the Help Center, every section', async () => {
      // The chat section lists this admin's conversations; the shared server may hold none, so one
      // is served here (read-only) and both the list and the open conversation are checked.
      await page.route(/\/api\/help-chat$/, (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: [SUPPORT_TICKET] }) : route.continue(),
      );
      const dialog = await openAccountItem(page, 'app.shell.account.help');
      for (const section of ['faqs', 'blog', 'video_tutorials', 'global_regulations', 'chat_support']) {
        await dialog.getByRole('tab', { name: t(`app.help.sections.${section}`) }).click();
        await expect
          .poll(() => dialog.getByRole('tab', { name: t(`app.help.sections.${section}`) }).getAttribute('aria-selected'))
          .toBe('true');
        // An article open, where the section lists any.
        const closed = dialog.locator('#help-tab-panel [aria-expanded="false"][id]').first();
        if (await closed.count()) {
          const article = dialog.locator(`[id="${await closed.getAttribute('id')}"]`);
          await article.click();
          await expect.poll(() => article.getAttribute('aria-expanded')).toBe('true');
        }
        await expectClean(page, `Help Center: ${section}`, DIALOG);
      }
      await dialog.getByRole('button', { name: new RegExp(`^${SUPPORT_TICKET.subject}`) }).click();
      await dialog.getByRole('button', { name: t('app.help.chat.back') }).waitFor();
      await expectClean(page, 'Help Center: a support conversation', DIALOG);
      await closeDialog(page);
      await page.unroute(/\/api\/help-chat$/);
    });

    it('axe: one confirmation of each kind (suspension, strike, report, restricted word, list entry)', async () => {
      const kinds: [string, string | RegExp][] = [
        ['/suspended', t('app.manageUsers.commands.undo_suspension.label')],
        ['/strikes', t('app.manageUsers.commands.uphold_strike.label')],
        ['/strikes', t('app.manageUsers.commands.reverse_strike.label')],
        ['/reported-users', t('app.manageUsers.commands.no_action.label')],
        [
          '/reported-users',
          new RegExp(
            `^(${t('app.manageUsers.commands.suspend_and_cancel.label')}|${t('app.manageUsers.commands.suspend_reported.label')})$`,
          ),
        ],
        ['/threat-library', t('ra.action.delete')],
        ['/user-categories', new RegExp(`^${t('app.administration.lists.delete_named', { name: '' }).trim()}`)],
      ];
      for (const [route, name] of kinds) {
        await openConfirmation(page, route, name);
        await expectClean(page, `confirmation on ${route} (${String(name)})`, DIALOG);
        await closeDialog(page);
      }
      expect(await visibleErrors(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });
}

/** axe on the screens before sign-in. */
export function describePublicScans(theme: Theme): void {
  describe(`public screens, ${theme} theme`, () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await openPage(browser, { colorScheme: theme }));
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it('axe: /signin, /verify-otp, /reset-password, /new-password, /nointernet', async () => {
      await page.goto(`${url}/signin`);
      await page.getByRole('heading', { level: 1, name: t('app.auth.sign_in_title') }).waitFor();
      await expectClean(page, '/signin');

      // The sign-in form's errors are announced and readable too.
      await page.getByRole('button', { name: t('app.auth.sign_in') }).click();
      await page.getByText(t('app.auth.identifier_required')).waitFor();
      await expectClean(page, '/signin with errors');

      await page.getByLabel(fieldName('app.auth.identifier')).fill(ROLE_ACCOUNTS.employee);
      await page.getByLabel(fieldName('app.auth.password')).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: t('app.auth.sign_in') }).click();
      await page.getByRole('heading', { level: 1, name: t('app.auth.verify_title') }).waitFor();
      await expectClean(page, '/verify-otp');

      await page.goto(`${url}/reset-password`);
      await page.getByRole('heading', { level: 1, name: t('app.auth.reset_title') }).waitFor();
      await expectClean(page, '/reset-password');
      await page.getByLabel(fieldName('app.auth.identifier')).fill(ROLE_ACCOUNTS.tech_support);
      await page.getByRole('button', { name: t('app.auth.send_code') }).click();
      const boxes = page.getByRole('group', { name: t('app.auth.otp_label') }).locator('input');
      await boxes.first().waitFor();
      await boxes.first().focus();
      await page.keyboard.type(await latestCode(dataDir, ROLE_ACCOUNTS.tech_support, 'password_reset'));
      await page.getByRole('heading', { level: 1, name: t('app.auth.new_password_title') }).waitFor();
      await expectClean(page, '/new-password');

      await page.goto(`${url}/nointernet`);
      await page.getByRole('heading', { name: t('app.messages.offline_title') }).waitFor();
      await expectClean(page, '/nointernet');
    });
  });
}

/** The icon-only buttons of every screen, named from the Hindi catalogue. */
export function describeHindiNames(): void {
  describe('Hindi', () => {
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      ({ page, errors } = await openPage(browser, { locale: 'hi-IN' }));
      await signIn(page, ROLE_ACCOUNTS.admin, { 'RaStore.locale': '"hi"' });
      await page.waitForFunction(() => document.documentElement.lang === 'hi');
    });
    afterAll(async () => {
      await page?.context().close();
    });

    for (const entry of SCREEN_ROUTES) {
      it(`names every icon-only button on ${entry.path} from the Hindi catalogue`, async () => {
        errors.length = 0;
        await clientGo(page, entry.path);
        await waitForRoute(page, entry, 'hi');
        expect(await iconControlNames(page, 'hi')).toEqual([]);
        expect(await visibleErrors(page, 'hi')).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}
