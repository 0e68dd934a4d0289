import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession, DEMO_PASSWORD, latestCode } from './helpers/auth';
import { ROLE_ACCOUNTS, SHELL_ROUTES, t, waitForRoute } from './helpers/routeChecks';
import { e2eServers } from './helpers/servers';
import { painted } from './helpers/settled';

/**
 * The keyboard alone: signing in with the code typed into the OTP boxes, the sidebar groups,
 * the top-bar search, a moderation action in Flagged Chats (Tab/Enter on Mark as reviewed, then
 * the R shortcut) and confirmation dialogs (focus moves in, is trapped, and returns to the
 * opener). Every element focused on the way shows a visible focus indicator.
 * Runs against the simple-rest server: marking chats reviewed never disturbs the json-server
 * suites.
 */

const { url, dataDir } = e2eServers()['simple-rest'];
const entry = (p: string) => SHELL_ROUTES.find((e) => e.path === p)!;

interface Focused {
  tag: string;
  name: string;
  role: string | null;
  href: string | null;
  autocomplete: string | null;
  inDialog: boolean;
  /** Drawn: not hidden, not clipped away by a collapsed ancestor. */
  visible: boolean;
  focusVisible: boolean;
  /** How the focus shows: an outline, a box shadow, or the field's focused border; null when it does not. */
  ring: string | null;
}

/** The focused element, and whether its focus is visible (outline, box shadow, or a focused field's frame). */
function describeFocus(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    // MUI checkboxes and radios keep a transparent native input over their drawn box: the box shows the focus.
    const drawn = el.classList.contains('PrivateSwitchBase-input') ? el.parentElement! : el;
    const s = getComputedStyle(drawn);
    let ring: string | null = null;
    if (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1)
      ring = `outline ${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`;
    else if (s.boxShadow && s.boxShadow !== 'none') ring = `box-shadow ${s.boxShadow}`;
    else {
      // An MUI field, the sign-in pages' plain one (src/publicPages) or the top-bar search: the frame around the input shows the focus.
      const field = el.closest('.MuiInputBase-root.Mui-focused, .app-field-box:focus-within, .app-search:focus-within');
      if (field) {
        const fs = getComputedStyle(field);
        const notch = field.querySelector('.MuiOutlinedInput-notchedOutline, .app-field-outline');
        if (fs.boxShadow && fs.boxShadow !== 'none') ring = `field box-shadow ${fs.boxShadow}`;
        else if (notch && parseFloat(getComputedStyle(notch).borderTopWidth) >= 2)
          ring = `field border ${getComputedStyle(notch).borderTopWidth} ${getComputedStyle(notch).borderTopColor}`;
      }
    }
    let visible = drawn.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    for (let a: Element | null = drawn; visible && a && a !== document.body; a = a.parentElement) {
      const r = a.getBoundingClientRect();
      const st = getComputedStyle(a);
      if ((r.width === 0 || r.height === 0) && (st.overflow !== 'visible' || a === drawn)) visible = false;
    }
    const labelledBy = el.getAttribute('aria-labelledby');
    const name = (
      el.getAttribute('aria-label') ??
      (labelledBy ? document.getElementById(labelledBy)?.textContent : null) ??
      el.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim();
    return {
      tag: el.tagName.toLowerCase(),
      name,
      role: el.getAttribute('role'),
      href: el.getAttribute('href'),
      autocomplete: el.getAttribute('autocomplete'),
      inDialog: !!el.closest('[role="dialog"]'),
      visible,
      focusVisible: el.matches(':focus-visible'),
      ring,
    };
  });
}

/** Asserts the focused element shows its focus. */
async function expectVisibleFocus(page: Page, what: string): Promise<Focused> {
  const f = await describeFocus(page);
  expect(f.tag, `${what}: nothing is focused`).not.toBe('body');
  expect(f.ring, `${what}: focus on <${f.tag}> "${f.name}" is not visible`).not.toBeNull();
  return f;
}

/** Presses Tab (or Shift+Tab) until the focused element matches; every stop on the way must show its focus. */
async function tabTo(
  page: Page,
  match: (f: Focused) => boolean,
  what: string,
  opts: { back?: boolean; max?: number } = {},
): Promise<Focused> {
  // Already there (a dialog focuses its own container, named by its title: match on the tag too).
  const already = await describeFocus(page);
  if (match(already)) return already;
  for (let i = 0; i < (opts.max ?? 120); i++) {
    await page.keyboard.press(opts.back ? 'Shift+Tab' : 'Tab');
    let f = await describeFocus(page);
    // The top bar's Refresh button gives way to a spinner while a request runs: give a stop
    // that is mid-transition a moment to be drawn again before judging it.
    for (let wait = 0; f.tag !== 'body' && !f.visible && wait < 10; wait++) {
      await painted(page);
      f = await describeFocus(page);
    }
    if (f.tag !== 'body') {
      expect(f.visible, `Tab (on the way to ${what}) stopped on <${f.tag}> "${f.name}", which is not drawn`).toBe(true);
      expect(f.ring, `focus on <${f.tag}> "${f.name}" (on the way to ${what}) is not visible`).not.toBeNull();
    }
    if (match(f)) return f;
  }
  throw new Error(`Tab never reached ${what}`);
}

async function api<T>(token: string, pathAndQuery: string): Promise<T> {
  const res = await fetch(`${url}/api${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as T;
}

/** Waits until a dialog is open and its enter transition is over. */
async function dialogOpen(page: Page): Promise<void> {
  await page.locator('[role="dialog"]').waitFor();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiDialog-container')].every((c) => getComputedStyle(c).opacity === '1'),
  );
}

/** Focus is inside the open dialog, and Tab and Shift+Tab keep it there. */
async function expectTrappedFocus(page: Page, what: string): Promise<void> {
  expect((await describeFocus(page)).inDialog, `${what}: focus did not move into the dialog`).toBe(true);
  for (const key of [
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
    'Shift+Tab',
  ]) {
    await page.keyboard.press(key);
    const f = await describeFocus(page);
    expect(f.inDialog, `${what}: ${key} left the dialog for <${f.tag}> "${f.name}"`).toBe(true);
    expect(f.ring, `${what}: focus on <${f.tag}> "${f.name}" is not visible`).not.toBeNull();
  }
}

let browser: Browser;
let page: Page;
let errors: string[];
let token: string;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  ({ token } = await apiSession(url, dataDir, ROLE_ACCOUNTS.admin));
});
afterAll(async () => {
  await browser?.close();
});

describe('keyboard alone', () => {
  it('signs in: email, password, Enter, then the code typed into the six boxes', async () => {
    await page.goto(`${url}/signin`);
    await page.getByRole('heading', { level: 1, name: t('app.auth.sign_in_title') }).waitFor();
    // The first field has the focus from the start.
    expect((await expectVisibleFocus(page, 'sign-in email')).autocomplete).toBe('username');
    await page.keyboard.type(ROLE_ACCOUNTS.admin);
    await tabTo(page, (f) => f.autocomplete === 'current-password', 'the password field', { max: 3 });
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');

    await page.waitForURL((u) => u.pathname === '/verify-otp');
    const first = page.getByRole('textbox', { name: t('app.auth.otp_digit', { n: 1, count: 6 }) });
    await first.waitFor();
    await expect.poll(async () => (await describeFocus(page)).name).toBe(t('app.auth.otp_digit', { n: 1, count: 6 }));
    await expectVisibleFocus(page, 'first OTP box');
    const code = await latestCode(dataDir, ROLE_ACCOUNTS.admin, 'sign_in');
    for (const [i, digit] of [...code].entries()) {
      if (i < 5) {
        await page.keyboard.press(digit);
        // Each digit moves the focus on.
        expect((await expectVisibleFocus(page, `OTP box ${i + 2}`)).name).toBe(t('app.auth.otp_digit', { n: i + 2, count: 6 }));
      } else {
        await page.keyboard.press(digit);
      }
    }
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await waitForRoute(page, entry('/dashboard'));
  });

  it('opens and closes sidebar groups with Enter and Space, and follows an entry with Enter', async () => {
    const manageUsers = t('app.nav.manage_users');
    const groupFocus = await tabTo(page, (f) => f.name === manageUsers, 'the Manage Users group');
    expect(groupFocus.focusVisible).toBe(true);
    const group = page.getByRole('button', { name: manageUsers, exact: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    // Only one group is open: opening Orders closes Manage Users.
    await tabTo(page, (f) => f.name === t('app.nav.orders'), 'the Orders group');
    await page.keyboard.press('Enter');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('false');
    // Its entries leave once the collapse animation is over.
    await page.locator('#nav-group-manage-users').waitFor({ state: 'detached' });
    await tabTo(page, (f) => f.name === manageUsers, 'the Manage Users group again', { back: true });
    await page.keyboard.press('Enter');
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');

    const link = await tabTo(page, (f) => f.href === '/flagged-chats', 'the Flagged Chats entry');
    expect(link.name).toBe(t('app.nav.flagged_chats'));
    await page.keyboard.press('Enter');
    await waitForRoute(page, entry('/flagged-chats'));
  });

  it('searches from the top bar: typing filters the screen, Escape clears it', async () => {
    const box = await tabTo(page, (f) => f.name === t('app.shell.search_label'), 'the top-bar search', { back: true });
    expect(box.focusVisible).toBe(true);
    await page.keyboard.type('zzqxwv');
    await page.waitForURL((u) => u.searchParams.get('search') === 'zzqxwv');
    await page.getByText(t('app.empty.no_match', { search: 'zzqxwv' })).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => !u.searchParams.has('search'));
    await page.locator('.app-list-body > .app-list-row').first().waitFor();
  });

  it('reviews flagged chats: Tab to a chat, Enter; Tab/Enter on Mark as reviewed; then R', async () => {
    const firstId = await page.locator('.app-list-body > .app-list-row').first().locator('td.column-chatroomId a').getAttribute('href');
    const chatLink = await tabTo(page, (f) => f.href === firstId, 'the first waiting chat');
    expect(chatLink.focusVisible).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => /\/flagged-chats\/\d+\/show$/.test(u.pathname));
    const reviewTitle = page.getByRole('heading', { level: 2, name: t('app.moderation.flagged_chats.review_title') });
    await reviewTitle.waitFor();
    const reviewButton = page
      .locator('#main-content .MuiCard-root')
      .getByRole('button', { name: t('app.moderation.commands.mark_reviewed.label'), exact: true });
    await expect.poll(() => reviewButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    const first = Number(/flagged-chats\/(\d+)\/show/.exec(page.url())![1]);

    // J and K move through the queue (once the neighbours are known: the buttons show it).
    const next = page.getByRole('button', { name: t('app.moderation.flagged_chats.next'), exact: true });
    const previous = page.getByRole('button', { name: t('app.moderation.flagged_chats.previous'), exact: true });
    await expect.poll(() => next.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // The URL changes first; the page of the chat is up once it has claimed it.
    const claimed = (id?: number) =>
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new RegExp(`/flagged-chats/${id ?? '\\d+'}/actions/claim$`).test(r.url()),
      );
    let claim = claimed();
    await page.keyboard.press('j');
    await page.waitForURL((u) => !u.pathname.includes(`/flagged-chats/${first}/`));
    await claim;
    await expect.poll(() => previous.isEnabled(), { timeout: 15_000 }).toBe(true);
    claim = claimed(first);
    await page.keyboard.press('k');
    await page.waitForURL((u) => u.pathname.includes(`/flagged-chats/${first}/`));
    await claim;
    await expect.poll(() => reviewButton.isEnabled(), { timeout: 15_000 }).toBe(true);

    const f = await tabTo(page, (x) => x.name === t('app.moderation.commands.mark_reviewed.label'), 'Mark as reviewed');
    expect(f.focusVisible).toBe(true);
    claim = claimed();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await api<{ status: string }>(token, `/flagged-chats/${first}`)).status, { timeout: 15_000 })
      .toBe('reviewed');

    // The review moves on to the next waiting chat; R marks it without touching the mouse.
    await page.waitForURL((u) => /\/flagged-chats\/\d+\/show$/.test(u.pathname) && !u.pathname.includes(`/flagged-chats/${first}/`));
    const second = Number(/flagged-chats\/(\d+)\/show/.exec(page.url())![1]);
    await claim;
    await expect.poll(() => reviewButton.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('r');
    await expect
      .poll(async () => (await api<{ status: string }>(token, `/flagged-chats/${second}`)).status, { timeout: 15_000 })
      .toBe('reviewed');
  });

  it('opens a confirmation with Enter: focus moves in, stays in, and Escape gives it back to the opener', async () => {
    await page.goto(`${url}/suspended`);
    await waitForRoute(page, entry('/suspended'));
    const label = t('app.manageUsers.commands.undo_suspension.label');
    await tabTo(page, (f) => f.name === label && f.tag === 'button', 'Undo suspension');
    const opener = await page.evaluate(() => {
      (document.activeElement as HTMLElement).dataset.kbdOpener = '1';
      return document.activeElement!.closest('tr')?.rowIndex;
    });
    await page.keyboard.press('Enter');
    await dialogOpen(page);
    await expect.poll(async () => (await describeFocus(page)).inDialog).toBe(true);
    await expectTrappedFocus(page, 'Undo suspension confirmation');
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.kbdOpener === '1')).toBe(true);
    expect(opener).toBeGreaterThan(0);
    await expectVisibleFocus(page, 'the opener after the confirmation closed');

    // Cancel with Tab and Enter also returns the focus.
    await page.keyboard.press('Enter');
    await dialogOpen(page);
    await tabTo(page, (f) => f.inDialog && f.name === t('app.common.cancel'), 'Cancel', { max: 10 });
    await page.keyboard.press('Enter');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLElement).dataset.kbdOpener === '1')).toBe(true);
  });

  it('opens Logout from the account menu: focus moves in, stays in, and returns to the account button', async () => {
    const account = t('app.shell.account.menu_label');
    await tabTo(page, (f) => f.name === account, 'the account menu button', { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await expect.poll(async () => (await describeFocus(page)).role).toMatch(/^menuitem/);
    await page.keyboard.press('End');
    await expect.poll(async () => (await describeFocus(page)).name).toBe(t('app.shell.account.logout'));
    await expectVisibleFocus(page, 'Logout menu item');
    await page.keyboard.press('Enter');
    await dialogOpen(page);
    await page.getByText(t('app.account.logout_confirm')).waitFor();
    await expectTrappedFocus(page, 'Logout dialog');
    await page.keyboard.press('Escape');
    await page.locator('[role="dialog"]').waitFor({ state: 'detached' });
    await expect.poll(async () => (await describeFocus(page)).name).toBe(account);
    await expectVisibleFocus(page, 'the account button after Logout was cancelled');
    // Still signed in.
    expect(new URL(page.url()).pathname).toBe('/suspended');
    expect(errors).toEqual([]);
  });

  it('logs out with Enter on Logout: the server ends the session, "Logout successful!", and the shell turns the browser away', async () => {
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authToken') ?? 'null') as { token: string } | null);
    expect(stored?.token).toBeTruthy();
    // A device preference chosen before signing out (the theme): it outlives the session.
    await page.evaluate(() => localStorage.setItem('RaStore.theme', JSON.stringify('dark')));
    await tabTo(page, (f) => f.name === t('app.shell.account.menu_label'), 'the account menu button', { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await dialogOpen(page);
    await tabTo(page, (f) => f.inDialog && f.tag === 'button' && f.name === t('app.account.logout'), 'the Logout button', { max: 10 });
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/signin');
    await page.getByText(t('app.messages.logout_success')).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('RaStore.theme'))).toBe(JSON.stringify('dark'));
    // The session is revoked on the server, not only forgotten by the browser.
    const me = await fetch(`${url}/api/auth/me`, { headers: { authorization: `Bearer ${stored!.token}` } });
    expect(me.status).toBe(401);
    await page.goto(`${url}/suspended`);
    await page.waitForURL((u) => u.pathname === '/signin');
    await page.getByText(t('app.messages.sign_in_required')).waitFor();
  });
});
