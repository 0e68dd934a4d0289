import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './helpers/browser';
import { DEMO, signInAs } from './helpers/auth';
import { en } from './helpers/catalogue';
import { adminSuite } from './helpers/suite';

/**
 * Three screen faults another helper noticed: the top-bar search dropped a list's default tab
 * filter, a form dialog's first label was cut off under its title, and the sidebar kept a
 * dashboard whose access was removed until a reload.
 */

const suite = adminSuite();
const { url, dataDir } = suite;
const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/screenshots/ui-fixes');

const get = async <T>(p: string): Promise<T> => {
  const res = await suite.api.json<T>('GET', p);
  if (res.status !== 200) throw new Error(`GET ${p}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

interface Chat {
  id: number;
  chatroomId: string;
  matchedWords: string[];
}

/** The chatroom ids the list shows (its first column), in order. */
const shownChatrooms = (page: Page) => page.locator('tbody tr td.column-chatroomId').allInnerTexts();

describe('the top-bar search on a tabbed list', () => {
  it('narrows within the default "Awaiting review" tab, never showing reviewed chats there', async () => {
    // A word that flagged both a waiting and a reviewed chat, so a search that lost the tab's
    // filter shows a chat the tab must not.
    const reviewed = await get<Chat[]>('/flagged-chats?status=reviewed&_sort=id&_order=ASC&_start=0&_end=200');
    let word = '';
    let expected: string[] = [];
    for (const w of new Set(reviewed.flatMap((c) => c.matchedWords))) {
      const waiting = await get<Chat[]>(
        `/flagged-chats?status=awaiting_review&q=${encodeURIComponent(w)}&_sort=createdAt&_order=ASC&_start=0&_end=30`,
      );
      if (waiting.length > 0 && waiting.length <= 25) {
        word = w;
        expected = waiting.map((c) => c.chatroomId);
        break;
      }
    }
    expect(word, 'a word shared by a waiting and a reviewed chat').not.toBe('');

    const { page } = await openPage(suite.browser, { width: 1440 });
    await signInAs(page, url, dataDir, DEMO.admin, '/flagged-chats');
    await page.locator('tbody tr').first().waitFor();
    const box = page.getByRole('searchbox', { name: en('app.shell.search_label') });
    await box.pressSequentially(word, { delay: 10 });
    await expect.poll(() => shownChatrooms(page), { timeout: 15_000 }).toEqual(expected);
    const tab = page.getByRole('tab', { name: en('app.enums.flaggedChatStatus.awaiting_review') });
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    // The other tab still narrows by the search too.
    await page.getByRole('tab', { name: en('app.enums.flaggedChatStatus.reviewed') }).click();
    const reviewedWithWord = await get<Chat[]>(
      `/flagged-chats?status=reviewed&q=${encodeURIComponent(word)}&_sort=createdAt&_order=ASC&_start=0&_end=25`,
    );
    await expect.poll(() => shownChatrooms(page), { timeout: 15_000 }).toEqual(reviewedWithWord.map((c) => c.chatroomId));
    await page.context().close();
  });
});

describe('the grant-rate dialog', () => {
  it('shows its first field\'s "User *" label whole below the title, at 1440 light and 390 dark', async () => {
    fs.mkdirSync(shots, { recursive: true });
    for (const [width, colorScheme] of [
      [1440, 'light'],
      [390, 'dark'],
    ] as const) {
      const { page } = await openPage(suite.browser, { width, colorScheme });
      await signInAs(page, url, dataDir, DEMO.admin, '/commissions');
      await page
        .getByRole('button', { name: en('app.money.rates.grant') })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      const label = dialog.locator('label', { hasText: en('resources.commission-rates.fields.userId') });
      await label.waitFor();
      // A focused (or filled) field's label moves up onto the box's top edge, where it was cut off.
      await dialog.getByRole('combobox', { name: en('resources.commission-rates.fields.userId') }).click();
      await expect.poll(() => label.getAttribute('data-shrink')).toBe('true');
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const content = (await dialog.locator('.MuiDialogContent-root').boundingBox())!;
      // The label's text, not its taller line box, is what must not be cut.
      const textTop = await label.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return range.getBoundingClientRect().top;
      });
      await page.screenshot({ path: path.join(shots, `grant-rate-${width}-${colorScheme}.png`) });
      // The content box scrolls, so it clips what starts above its top edge.
      expect(textTop, `${width} ${colorScheme}`).toBeGreaterThanOrEqual(content.y);
      await page.context().close();
    }
  });
});

describe('a dashboard whose access is removed while signed in', () => {
  it('leaves the sidebar once the dashboard says so, without a reload', async () => {
    const admins = await get<{ id: number; email: string }[]>('/admins?_sort=id&_order=ASC&_start=0&_end=100');
    const listed = admins.find((a) => a.email === DEMO.custom)!;
    const { page } = await openPage(suite.browser, { width: 1440 });
    await signInAs(page, url, dataDir, DEMO.custom, '/dashboard');
    // Read after the sign-in, which stamps lastSignInAt (a new version).
    const custom = await get<{ id: number; version: number; permissions: string[] }>(`/admins/${listed.id}`);
    const sidebar = page.locator('[data-testid="sidebar"] nav');
    await sidebar.locator('a[href="/dashboard"]').waitFor();
    await expect.poll(() => page.getByTestId('figure-revenue').textContent()).toMatch(/\d/);
    try {
      const permissions = custom.permissions.filter((p) => p !== 'dashboard.view');
      const changed = await suite.api.json('PATCH', `/admins/${custom.id}`, { permissions, version: custom.version });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      await page.getByTestId('range-preset').selectOption('last_7_days');
      await page.getByText(en('app.money.dashboard.access_removed')).waitFor();
      await expect.poll(() => sidebar.locator('a[href="/dashboard"]').count(), { timeout: 15_000 }).toBe(0);
      // The page keeps saying why, rather than turning into a bare Not allowed.
      expect(await page.getByText(en('app.money.dashboard.access_removed')).isVisible()).toBe(true);
      await page.screenshot({ path: path.join(shots, 'dashboard-access-removed-sidebar.png') });
    } finally {
      const now = await get<{ version: number }>(`/admins/${custom.id}`);
      await suite.api.json('PATCH', `/admins/${custom.id}`, { permissions: custom.permissions, version: now.version });
    }
    await page.context().close();
  });
});
