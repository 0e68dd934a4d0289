import { describe, expect, it } from 'vitest';
import type { Dialog, Locator, Page } from 'playwright-core';
import { openPage } from './helpers/browser';
import { DEMO, signInAs } from './helpers/auth';
import { en } from './helpers/catalogue';
import { adminSuite } from './helpers/suite';

/**
 * Typed work is never thrown away without a word (#39.9): leaving a form or the flagged-chat
 * notes with changes not saved asks first (a link, the menu, Back, J / K, a reload), and what was
 * typed when the session ended comes back once the admin has signed in again.
 */

const suite = adminSuite();
const { url, dataDir } = suite;

interface Rec {
  id: number;
  [field: string]: unknown;
}
const get = async <T = Rec>(p: string): Promise<T> => (await suite.api.json<T>('GET', p)).body;
const UNSAVED = en('ra.message.unsaved_changes');

/**
 * Answers the next "leave this page?" question (a window.confirm) and says, once answered, what it
 * asked; a question that never comes fails here with its own message rather than the test's bound.
 */
function nextQuestion(page: Page, leave: boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const onDialog = (d: Dialog) => {
      clearTimeout(timer);
      (leave ? d.accept() : d.dismiss()).then(() => resolve(d.message()), reject);
    };
    const timer = setTimeout(() => {
      page.off('dialog', onDialog);
      reject(new Error(`no "leave this page?" question within 20 s (at ${page.url()})`));
    }, 20_000);
    page.once('dialog', onDialog);
  });
}

/** Whether a reload or closing the tab would ask first (the page's beforeunload handlers). */
const reloadAsks = (page: Page) =>
  page.evaluate(() => {
    const e = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  });

/** A menu entry of the sidebar (the pages under test are record pages, never menu entries). */
const menuLink = (page: Page) => page.locator('[data-testid="sidebar"] nav a[href^="/"]:visible').first();

/** Types into a field and waits until the form counts it as changed (a reload would ask first). */
async function typeChange(page: Page, field: Locator, text: string) {
  await field.fill(text);
  await expect.poll(() => reloadAsks(page)).toBe(true);
}

async function typedForm(page: Page, start: string, label: string, text: string) {
  await signInAs(page, url, dataDir, DEMO.admin, start);
  const field = page.getByLabel(label).first();
  await field.waitFor();
  await typeChange(page, field, text);
  return field;
}

describe('a form with changes not saved', () => {
  it('user edit: the menu, Back and a reload ask first, and staying keeps the text', async () => {
    const [user] = await get<Rec[]>('/users?accountStatus=active&_sort=id&_order=ASC&_start=10&_end=11');
    const { page } = await openPage(suite.browser);
    await signInAs(page, url, dataDir, DEMO.admin, `/users/${user.id}/show`);
    // Into the form inside the app, so Back stays inside it too.
    await page
      .getByRole('link', { name: en('ra.action.edit') })
      .first()
      .click();
    const field = page.getByLabel(en('resources.users.fields.firstName'), { exact: false }).first();
    // The form holds its record before anything is typed (it resets to it when it arrives).
    await expect.poll(() => field.inputValue()).toBe(user.firstName);
    await typeChange(page, field, 'Typed but not saved');
    const editing = page.url();

    const asked = nextQuestion(page, false);
    await menuLink(page).click();
    expect(await asked).toBe(UNSAVED);
    expect(page.url()).toBe(editing);

    const askedBack = nextQuestion(page, false);
    await page.evaluate(() => history.back());
    expect(await askedBack).toBe(UNSAVED);
    await expect.poll(() => page.url()).toBe(editing);
    expect(await field.inputValue()).toBe('Typed but not saved');
    expect(await reloadAsks(page)).toBe(true);
  });

  it('admin edit and a new quick ad ask before the menu takes them away', async () => {
    const other = (await get<Rec[]>('/admins?status=active&_sort=id&_order=DESC')).find((a) => a.email !== DEMO.admin)!;
    for (const [start, label] of [
      [`/admins/${other.id}/edit`, en('resources.admins.fields.phone')],
      ['/quickads/create', en('resources.quickads.fields.title')],
    ] as const) {
      const { page } = await openPage(suite.browser);
      const field = await typedForm(page, start, label, '+91 99999 00000');
      const asked = nextQuestion(page, false);
      await menuLink(page).click();
      expect(await asked).toBe(UNSAVED);
      expect(page.url()).toContain(start);
      expect(await field.inputValue()).toBe('+91 99999 00000');
      expect(await reloadAsks(page)).toBe(true);
      await page.context().close();
    }
  });

  it('keeps what was typed when the session ended at Save, and gives it back after signing in', async () => {
    const [user] = await get<Rec[]>('/users?accountStatus=active&_sort=id&_order=ASC&_start=11&_end=12');
    const { page } = await openPage(suite.browser);
    const token = await signInAs(page, url, dataDir, DEMO.admin, `/users/${user.id}/edit`);
    const field = page.getByLabel(en('resources.users.fields.firstName'), { exact: false }).first();
    await expect.poll(() => field.inputValue()).toBe(user.firstName);
    await field.fill('Kept across sign-in');
    await fetch(`${url}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    await page.getByRole('button', { name: en('ra.action.save'), exact: true }).click();
    await page.waitForURL(/\/signin/);
    await page.getByText(en('app.auth.session_expired')).waitFor();
    expect((await get(`/users/${user.id}`)).firstName).toBe(user.firstName);

    await signInAs(page, url, dataDir, DEMO.admin, `/users/${user.id}/edit`);
    await page.getByText(en('app.common.draft_restored')).first().waitFor();
    await expect.poll(() => field.inputValue()).toBe('Kept across sign-in');
    await page.getByRole('button', { name: en('ra.action.save'), exact: true }).click();
    await expect.poll(async () => (await get(`/users/${user.id}`)).firstName).toBe('Kept across sign-in');
  });
});

describe('flagged-chat notes not saved', () => {
  it('J and Next ask first; staying keeps the notes, leaving goes on', async () => {
    const [chat] = await get<Rec[]>('/flagged-chats?status=awaiting_review&_sort=createdAt&_order=asc&_start=2&_end=3');
    const { page } = await openPage(suite.browser);
    await signInAs(page, url, dataDir, DEMO.admin, `/flagged-chats/${chat.id}/show`);
    const notes = page.getByLabel(en('resources.flagged-chats.fields.adminNotes'));
    await expect.poll(() => notes.isEnabled()).toBe(true);
    await notes.fill('Half a thought');
    const next = page.getByRole('button', { name: en('app.moderation.flagged_chats.next'), exact: true });
    await expect.poll(() => next.isEnabled()).toBe(true);

    // J from outside the text box (typing keeps its keys).
    await page.getByRole('heading', { name: en('app.moderation.flagged_chats.review_title') }).click();
    const askedJ = nextQuestion(page, false);
    await page.keyboard.press('j');
    expect(await askedJ).toBe(UNSAVED);
    expect(page.url()).toContain(`/flagged-chats/${chat.id}/show`);
    expect(await notes.inputValue()).toBe('Half a thought');
    expect(await reloadAsks(page)).toBe(true);

    const askedNext = nextQuestion(page, true);
    await next.click();
    expect(await askedNext).toBe(UNSAVED);
    await page.waitForURL((u) => !u.pathname.includes(`/flagged-chats/${chat.id}/`));
  });
});
