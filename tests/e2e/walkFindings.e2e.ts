import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage } from './helpers/browser';
import { DEMO, signInAs } from './helpers/auth';
import { en } from './helpers/catalogue';
import { adminSuite } from './helpers/suite';
import { animationsSettled } from './helpers/settled';

/**
 * What the second browser walk found on the screens (#39.12): a confirmation's raw placeholder,
 * record pages' tab titles, a delete refused only after the confirmation, error texts and long
 * reasons breaking their rows, a dashboard showing figures its reader may no longer see, a
 * dashboard forgetting its range, and claims flooding the audit log.
 */

const suite = adminSuite();
const { url, dataDir } = suite;
const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/screenshots/walk-findings');

interface User {
  id: number;
  version: number;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  category: string;
}
const get = async <T>(p: string): Promise<T> => {
  const res = await suite.api.json<T>('GET', p);
  if (res.status !== 200) throw new Error(`GET ${p}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};
const nameOf = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;
const WIDTHS = [1440, 390] as const;

describe('the user profile', () => {
  it('names the user in the Verify confirmation, placeholder filled in', async () => {
    const [user] = await get<User[]>('/users?verificationStatus=unverified&accountStatus=active&_sort=id&_order=ASC&_start=0&_end=1');
    const { page } = await openPage(suite.browser, { width: 1440 });
    await signInAs(page, url, dataDir, DEMO.admin, `/users/${user.id}/show`);
    await page
      .getByRole('button', { name: en('app.manageUsers.commands.verify_user.label'), exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain(en('app.manageUsers.commands.verify_user.title', { name: nameOf(user) }));
    expect(await dialog.textContent()).not.toContain('%{');
    await animationsSettled(page);
    await page.screenshot({ path: path.join(shots, 'verify-confirm.png') });
  });
});

describe('counts in texts', () => {
  it('say "1 strike" / "0 strikes", never "strike(s)"', async () => {
    const english = fs.readFileSync(path.join(root, 'i18n/en.json'), 'utf8');
    // http(s) is a scheme, not a plural.
    expect(english.replaceAll('http(s)', '').match(/\w\(s\)/g) ?? []).toEqual([]);
    const users = await get<(User & { activeStrikes: number })[]>('/users?accountStatus=active&_sort=id&_order=ASC&_start=20&_end=60');
    const user = users.find((u) => u.activeStrikes === 0)!;
    const { page } = await openPage(suite.browser, { width: 1440 });
    await signInAs(page, url, dataDir, DEMO.admin, `/users/${user.id}/show`);
    await page
      .getByRole('button', { name: en('app.manageUsers.commands.issue_strike.label'), exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${nameOf(user)} has 0 active strikes.`).waitFor();
    expect(await dialog.textContent()).not.toContain('(s)');
  });
});

describe('record pages', () => {
  it('title the browser tab after the record, then the screen and the app', async () => {
    const [user] = await get<User[]>('/users?accountStatus=active&_sort=id&_order=ASC&_start=7&_end=8');
    const { page } = await openPage(suite.browser, { width: 1440 });
    await signInAs(page, url, dataDir, DEMO.admin, `/users/${user.id}/show`);
    const screen = [en('app.nav.users'), en('app.nav.manage_users'), en('app.name')].join(' · ');
    await expect.poll(() => page.title()).toBe(`${nameOf(user)} · ${screen}`);
    await page.goto(`${url}/users/${user.id}`);
    await expect.poll(() => page.title()).toBe(`${nameOf(user)} · ${screen}`);
    await page.goto(`${url}/users`);
    await expect.poll(() => page.title()).toBe(screen);
  });
});

describe('deleting a List Manager entry', () => {
  it('says an entry in use cannot be deleted before anything is confirmed, and lets an unused one go', async () => {
    const usage = await get<{ entries: { key: string; users: number }[] }>('/lists/user-categories/usage');
    const categories = await get<{ id: number; name: string }[]>('/user-categories?_sort=name&_order=ASC&_start=0&_end=25');
    const used = categories.find((c) => usage.entries.some((e) => e.key === c.name.toLowerCase() && e.users > 0));
    expect(used).toBeDefined();
    const users = usage.entries.find((e) => e.key === used!.name.toLowerCase())!.users;
    const created = await suite.api.json<{ id: number; name: string }>('POST', '/user-categories', {
      name: 'Aaa walk unused',
      subcategories: [],
    });
    expect(created.status).toBe(201);
    const { page } = await openPage(suite.browser, { width: 1440 });
    const deletes: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deletes.push(r.url());
    });
    await signInAs(page, url, dataDir, DEMO.admin, '/user-categories');
    const usedButton = page.getByRole('button', { name: en('app.administration.lists.delete_named', { name: used!.name }) });
    await usedButton.waitFor();
    const reason = en('app.administration.lists.in_use', { users, smart_count: users, entry: used!.name });
    await usedButton.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(reason).waitFor();
    // Nothing to confirm: the only way out is Close.
    expect(await dialog.getByRole('button', { name: en('ra.action.delete') }).count()).toBe(0);
    await animationsSettled(page);
    await page.screenshot({ path: path.join(shots, 'category-in-use.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'dark' });
    await animationsSettled(page);
    await page.screenshot({ path: path.join(shots, 'category-in-use-390-dark.png') });
    await page.setViewportSize({ width: 1440, height: 860 });
    await dialog.getByRole('button', { name: en('app.common.close') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const freeButton = page.getByRole('button', { name: en('app.administration.lists.delete_named', { name: created.body.name }) });
    expect(deletes).toEqual([]);
    await freeButton.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en('ra.action.delete') })
      .click();
    await expect.poll(async () => (await suite.api.json('GET', `/user-categories/${created.body.id}`)).status).toBe(404);
  });
});

/** Rectangles of error/helper texts and of the inputs that start below them in the same column. */
async function overlaps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    // react-admin keeps an empty line (a zero-width space) under every field: only texts count.
    const helpers = [...document.querySelectorAll('form .MuiFormHelperText-root')]
      .filter((h) => (h.textContent ?? '').replace(/[\s\u200b]/g, '') !== '')
      .map((h) => h.getBoundingClientRect());
    // An outlined field's label sits on its top border, above the input: it is the first thing below.
    const inputs = [...document.querySelectorAll('form .MuiInputBase-root, form .MuiInputLabel-root')].map((i) =>
      i.getBoundingClientRect(),
    );
    for (const h of helpers) {
      if (!h.height) continue;
      for (const i of inputs) {
        const sideBySide = i.left < h.right - 1 && h.left < i.right - 1;
        if (sideBySide && i.top > h.top && i.top < h.bottom - 1)
          found.push(`helper ${Math.round(h.top)}-${Math.round(h.bottom)} over a field at ${Math.round(i.top)}`);
      }
    }
    return found;
  });
}

describe('the user form', () => {
  for (const width of WIDTHS) {
    it(`pushes the next row down under a server's error text (${width} px)`, async () => {
      const [owner, user] = await get<User[]>(
        `/users?accountStatus=active&_sort=id&_order=ASC&_start=${width === 1440 ? 10 : 12}&_end=${width === 1440 ? 12 : 14}`,
      );
      // The phone width is looked at in the dark theme, the desktop one in the light.
      const { page } = await openPage(suite.browser, { width, height: 900, colorScheme: width === 390 ? 'dark' : 'light' });
      await signInAs(page, url, dataDir, DEMO.admin, `/users/${user.id}/edit`);
      await page.getByLabel(en('resources.users.fields.username')).fill(owner.username);
      await page.getByLabel(en('resources.users.fields.email')).fill(owner.email.toUpperCase());
      await page.getByRole('button', { name: en('ra.action.save'), exact: true }).click();
      await page.getByText(en('app.errors.taken')).first().waitFor();
      await page.getByText(en('app.errors.taken')).first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `user-form-taken-${width}.png`), fullPage: true });
      expect(await overlaps(page)).toEqual([]);
    });
  }
});

describe('a long unbroken reason', () => {
  for (const width of WIDTHS) {
    it(`wraps in its cell and leaves the row's actions on screen (${width} px)`, async () => {
      const [user] = await get<User[]>(
        `/users?accountStatus=active&_sort=id&_order=DESC&_start=${width === 1440 ? 0 : 1}&_end=${width === 1440 ? 1 : 2}`,
      );
      const word = `${width}x`.padEnd(300, 'w');
      const issued = await suite.api.json('POST', `/users/${user.id}/actions/issue_strike`, { version: user.version, reason: word });
      expect(issued.status).toBe(200);
      // The phone width is looked at in the dark theme, the desktop one in the light.
      const { page } = await openPage(suite.browser, { width, height: 900, colorScheme: width === 390 ? 'dark' : 'light' });
      await signInAs(page, url, dataDir, DEMO.admin, '/strikes');
      await page.getByRole('tab', { name: en('app.manageUsers.strikes.tabs.users_with_strikes') }).click();
      const row = page.locator('tr', { hasText: word.slice(0, 40) }).first();
      await row.waitFor();
      const cell = row.locator('td', { hasText: word.slice(0, 40) }).first();
      const box = (await cell.boundingBox())!;
      await page.screenshot({ path: path.join(shots, `long-reason-${width}.png`), fullPage: true });
      // The cell keeps to a readable width instead of growing to the word's 300 characters.
      expect(box.width).toBeLessThan(Math.min(480, width * 0.8));
      if (width === 1440) {
        const action = row.getByRole('button', { name: en('app.manageUsers.commands.reverse_strike.label') });
        const actionBox = (await action.boundingBox())!;
        expect(actionBox.x + actionBox.width).toBeLessThanOrEqual(width);
        expect(
          await page.evaluate(
            () => document.querySelector('.app-list-scroll')!.scrollWidth <= document.querySelector('.app-list-scroll')!.clientWidth,
          ),
        ).toBe(true);
      }
    });
  }
});

describe('a dashboard whose access is removed while it is open', () => {
  it('clears its figures on the next request and says access was removed', async () => {
    const admins = await get<{ id: number; email: string }[]>('/admins?_sort=id&_order=ASC&_start=0&_end=100');
    const listed = admins.find((a) => a.email === DEMO.custom)!;
    const { page } = await openPage(suite.browser, { width: 1440 });
    await signInAs(page, url, dataDir, DEMO.custom, '/dashboard');
    // Read after the sign-in, which stamps lastSignInAt (a new version).
    const custom = await get<{ id: number; version: number; permissions: string[] }>(`/admins/${listed.id}`);
    const revenue = page.getByTestId('figure-revenue');
    await expect.poll(() => revenue.textContent()).toMatch(/\d/);
    const shown = (await revenue.textContent())!;
    const permissions = custom.permissions.filter((p) => p !== 'dashboard.view');
    try {
      const changed = await suite.api.json('PATCH', `/admins/${custom.id}`, { permissions, version: custom.version });
      expect(changed.status, JSON.stringify(changed.body)).toBe(200);
      await page.getByTestId('range-preset').selectOption('last_7_days');
      await page.getByText(en('app.money.dashboard.access_removed')).waitFor();
      // The figures read before the change are not left on the screen.
      expect(await page.locator('#main-content').textContent()).not.toContain(shown);
      await page.screenshot({ path: path.join(shots, 'dashboard-access-removed.png') });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: path.join(shots, 'dashboard-access-removed-390-dark.png') });
    } finally {
      const now = await get<{ version: number }>(`/admins/${custom.id}`);
      await suite.api.json('PATCH', `/admins/${custom.id}`, { permissions: custom.permissions, version: now.version });
    }
  });
});

describe('switching the service of the dashboard', () => {
  it('keeps the chosen date range', async () => {
    const { page } = await openPage(suite.browser, { width: 1440 });
    await signInAs(page, url, dataDir, DEMO.admin, '/dashboard');
    await page.getByTestId('range-preset').selectOption('last_90_days');
    await expect.poll(() => page.url()).toContain('range=last_90_days');
    await page.getByRole('link', { name: en('app.service_types.booking'), exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/bookings');
    await expect.poll(() => page.getByTestId('range-preset').inputValue()).toBe('last_90_days');
  });
});

describe('opening flagged chats one after another', () => {
  it('writes no audit entry per claim or release; the review decision is audited', async () => {
    const chats = await get<{ id: number }[]>('/flagged-chats?status=awaiting_review&_sort=id&_order=DESC&_start=0&_end=2');
    const entries = async (id: number) =>
      (await get<{ action: string }[]>(`/audit-log?resource=flagged-chats&recordId=${id}&_sort=id&_order=ASC&_start=0&_end=1000`)).map(
        (e) => e.action,
      );
    const before = [await entries(chats[0].id), await entries(chats[1].id)];
    const { page } = await openPage(suite.browser, { width: 1440 });
    await signInAs(page, url, dataDir, DEMO.admin, `/flagged-chats/${chats[0].id}/show`);
    await expect
      .poll(async () => (await get<{ claimedByAdminId: number | null }>(`/flagged-chats/${chats[0].id}`)).claimedByAdminId)
      .not.toBeNull();
    await page.goto(`${url}/flagged-chats/${chats[1].id}/show`);
    await expect
      .poll(async () => (await get<{ claimedByAdminId: number | null }>(`/flagged-chats/${chats[1].id}`)).claimedByAdminId)
      .not.toBeNull();
    await page
      .getByRole('button', { name: en('app.moderation.commands.mark_reviewed.label') })
      .first()
      .click();
    await expect.poll(async () => (await get<{ status: string }>(`/flagged-chats/${chats[1].id}`)).status).toBe('reviewed');
    const after = [await entries(chats[0].id), await entries(chats[1].id)];
    expect(after[0].slice(before[0].length)).toEqual([]);
    expect(after[1].slice(before[1].length)).toEqual(['mark_reviewed']);
  });
});
