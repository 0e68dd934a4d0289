import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually } from './helpers/eventually';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession, DEMO } from './helpers/auth';
import { en } from './helpers/catalogue';
import { e2eServers } from './helpers/servers';
import { expectReadableInDark } from './helpers/appearance';
import { commandKeyHeader } from '../helpers/commandKey';
import { fullName } from '../../src/domain/people';

/**
 * Moderation in a real browser: Flagged Chats (bulk and keyboard review, notes, claims seen by
 * another moderator), Threat Library (add, duplicate refused by the form, test a phrase, delete,
 * search), User Requests (every decision of the four types, the data export) and Errors Reported
 * (lightbox, recording, mark resolved). Every action is checked on the server afterwards.
 */

const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/screenshots/moderation');

const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;
let page: Page;
let errors: string[];
let adminToken: string;
let employeeToken: string;
let adminId: number;
/** Whether the build routes with the URL's hash (react-admin's default) or its path. */
let hashRouting = false;

/** Opens an app route in `p`, whichever router the build uses. */
const go = (route: string, p: Page = page) => p.goto(hashRouting ? `${url}/#${route}` : `${url}${route}`);

/**
 * Puts a fresh API session into the page's storage from a page of the same origin that runs no
 * app code (the health endpoint), so no screen can react to the storage before it is complete.
 */
async function signIn(p: Page, email: string): Promise<void> {
  const { token, admin } = await apiSession(url, dataDir, email);
  await p.goto(`${url}/api/health`);
  await p.evaluate(
    ([t, a]) => {
      localStorage.setItem('authToken', JSON.stringify({ token: t }));
      localStorage.setItem('adminData', JSON.stringify(a));
    },
    [token, admin] as const,
  );
  await p.goto(`${url}/`);
  await p.waitForURL(/dashboard/);
  hashRouting = p.url().includes('#/');
}

type Rec = { id: number; version: number; status: string } & Record<string, unknown>;

async function call<T = Rec>(
  method: string,
  pathAndQuery: string,
  body?: unknown,
  token = adminToken,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${url}/api${pathAndQuery}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...commandKeyHeader(method, pathAndQuery, body),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

async function api<T = Rec>(pathAndQuery: string): Promise<T> {
  const res = await call<T>('GET', pathAndQuery);
  expect(res.status, pathAndQuery).toBe(200);
  return res.body;
}

const toast = (text: string) => page.locator('.MuiSnackbarContent-root', { hasText: text });
const shot = (name: string, p: Page = page) => p.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
/** The rows of the list (ListTable), not its header or its loading row. */
const rows = (p: Page = page) => p.locator('.app-list-body > .app-list-row');
const idInUrl = (resource: string) => Number(new RegExp(`${resource}/(\\d+)/show`).exec(page.url())![1]);

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  ({ token: adminToken } = await apiSession(url, dataDir, DEMO.admin));
  ({ token: employeeToken } = await apiSession(url, dataDir, DEMO.employee));
  adminId = (await api<{ data: { id: number; isMe: boolean }[] }>('/moderators')).data.find((m) => m.isMe)!.id;
  await signIn(page, DEMO.admin);
  await go('/flagged-chats');
});

afterAll(async () => {
  await browser?.close();
});

describe('Flagged Chats', () => {
  it('marks the selected waiting chats as reviewed in bulk', async () => {
    await rows().first().locator('td.column-sentByUserId a').waitFor();
    await page.locator('mark').first().waitFor();
    await shot('flagged-chats');
    const ids = await api<Rec[]>('/flagged-chats?status=awaiting_review&_sort=createdAt&_order=asc&_start=0&_end=25');
    await rows().nth(1).locator('input[type="checkbox"]').check();
    await rows().nth(2).locator('input[type="checkbox"]').check();
    // Like every bulk decision: asked first, then a result per row.
    const label = en('app.moderation.commands.mark_reviewed.label');
    await page.getByRole('button', { name: `${label} (2)` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: `${label} (2)` }).click();
    await dialog.getByRole('heading', { name: en('app.bulk.result_title', { action: label }) }).waitFor();
    await expect.poll(() => dialog.locator('[data-result="done"]').count()).toBe(2);
    await toast(en('app.bulk.summary', { action: label, done: 2, not_done: 0 })).waitFor();
    await dialog.getByRole('button', { name: en('app.common.close') }).click();
    for (const chat of [ids[1], ids[2]]) {
      const after = await api<Rec>(`/flagged-chats/${chat.id}`);
      expect(after).toMatchObject({ status: 'reviewed', lastReviewedByAdminId: adminId });
    }
  });

  it('opens a chat (claimed), saves notes, walks with J and K, and reviews with R', async () => {
    await rows().first().locator('td.column-chatroomId').click();
    await page.waitForURL(/\/flagged-chats\/\d+\/show$/);
    const first = idInUrl('flagged-chats');
    await page.getByText(en('app.moderation.flagged_chats.claimed_by_you', { time: '' }).split(' until')[0]).waitFor();
    expect((await api<Rec>(`/flagged-chats/${first}`)).claimedByAdminId).toBe(adminId);
    await page.getByText(en('app.moderation.flagged_chats.keys_intro')).waitFor();
    await shot('flagged-chat-review');

    await page.getByLabel(en('resources.flagged-chats.fields.adminNotes')).fill('Asked to keep payment on the platform.');
    await page.getByRole('button', { name: en('app.moderation.flagged_chats.save_notes') }).click();
    await toast(en('app.moderation.flagged_chats.notes_saved')).waitFor();
    expect((await api<Rec>(`/flagged-chats/${first}`)).adminNotes).toBe('Asked to keep payment on the platform.');

    // J: the next chat opens; the first one is released for other moderators.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => page.getByRole('button', { name: en('app.moderation.flagged_chats.next') }).isEnabled()).toBe(true);
    await page.keyboard.press('j');
    await page.waitForURL((u) => /\/flagged-chats\/\d+\/show$/.test(u.href) && !u.href.includes(`/${first}/`));
    const second = idInUrl('flagged-chats');
    const released = await eventually(
      () => api<Rec>(`/flagged-chats/${first}`),
      (c) => c.claimedByAdminId === null,
    );
    expect(released.claimedByAdminId).toBeNull();
    // K works once the queue around this chat is known (the Previous button says so).
    await expect.poll(() => page.getByRole('button', { name: en('app.moderation.flagged_chats.previous') }).isEnabled()).toBe(true);
    await page.keyboard.press('k');
    await page.waitForURL(new RegExp(`/flagged-chats/${first}/show$`));
    // Back on the first chat: claimed again, its saved notes shown.
    await eventually(
      () => api<Rec>(`/flagged-chats/${first}`),
      (c) => c.claimedByAdminId === adminId,
    );
    await expect
      .poll(() => page.getByLabel(en('resources.flagged-chats.fields.adminNotes')).inputValue())
      .toBe('Asked to keep payment on the platform.');
    // R works once the page has re-read the chat after claiming it (the button says so).
    await expect
      .poll(() =>
        page
          .locator('#main-content .MuiCard-root')
          .getByRole('button', { name: en('app.moderation.commands.mark_reviewed.label'), exact: true })
          .isEnabled(),
      )
      .toBe(true);
    await page.keyboard.press('r');
    await toast(en('app.moderation.commands.mark_reviewed.done')).waitFor();
    const reviewed = await api<Rec>(`/flagged-chats/${first}`);
    expect(reviewed).toMatchObject({
      status: 'reviewed',
      lastReviewedByAdminId: adminId,
      claimedByAdminId: null,
      adminNotes: 'Asked to keep payment on the platform.',
    });
    await page.waitForURL(new RegExp(`/flagged-chats/${second}/show$`));
  });

  it('shows a chat another moderator holds as locked, and the server refuses reviewing it', async () => {
    const waiting = await api<Rec[]>('/flagged-chats?status=awaiting_review&_sort=createdAt&_order=desc&_end=1');
    const chat = waiting[0];
    expect((await call('POST', `/flagged-chats/${chat.id}/actions/claim`, {}, employeeToken)).status).toBe(200);
    await go(`/flagged-chats/${chat.id}/show`);
    await page
      .getByText(en('app.moderation.flagged_chats.claimed_by_other', { name: 'Emil Employee', time: '' }).split(' until')[0])
      .waitFor();
    await expect.poll(() => page.getByRole('button', { name: en('app.moderation.commands.mark_reviewed.label') }).isDisabled()).toBe(true);
    await shot('flagged-chat-locked');
    await page.keyboard.press('r');
    expect((await call('POST', `/flagged-chats/${chat.id}/actions/mark_reviewed`, {})).status).toBe(409);
    expect((await api<Rec>(`/flagged-chats/${chat.id}`)).status).toBe('awaiting_review');
  });

  it('lists reviewed chats in their own tab', async () => {
    await go('/flagged-chats');
    const tab = page.getByRole('tab', { name: en('app.enums.flaggedChatStatus.reviewed') });
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => rows().first().locator('td.column-lastReviewedAt').innerText()).not.toBe('—');
    await rows().first().locator('td.column-sentByUserId a').waitFor();
    await shot('flagged-chats-reviewed');
  });
});

describe('Threat Library', () => {
  const wordRow = (text: string) => rows().filter({ has: page.locator('td.column-text', { hasText: new RegExp(`^${text}$`) }) });

  it('adds a word, refuses a duplicate in the form, tests a phrase, searches and deletes', async () => {
    await go('/threat-library');
    await rows().first().waitFor();
    await shot('threat-library');
    const before = (await api<Rec[]>('/restricted-words')).length;

    const input = page.getByRole('textbox', { name: en('resources.restricted-words.fields.text') });
    await input.fill('Meet me offline');
    await page.getByRole('button', { name: en('app.moderation.threat_library.add'), exact: true }).click();
    await toast(en('app.moderation.threat_library.added', { word: 'Meet me offline' })).waitFor();
    const added = await api<Rec[]>('/restricted-words?normalized=meet%20me%20offline');
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ text: 'Meet me offline', addedByAdminId: adminId });

    await input.fill('  SCAM ');
    await page.getByRole('button', { name: en('app.moderation.threat_library.add'), exact: true }).click();
    await page.getByText(en('app.messages.duplicate_restricted_word')).waitFor();
    await shot('threat-library-duplicate');
    expect((await api<Rec[]>('/restricted-words')).length).toBe(before + 1);

    await page.getByLabel(en('app.moderation.threat_library.test_label')).fill('Let us MEET me offline, it is not a scam');
    const matches = page.getByTestId('phrase-matches');
    await matches.getByText('Meet me offline').waitFor();
    await matches.getByText('scam', { exact: true }).waitFor();
    await shot('threat-library-test');

    await page.getByRole('searchbox', { name: en('app.shell.search_label') }).fill('offline');
    await expect.poll(() => rows().count()).toBe(1);
    await wordRow('Meet me offline')
      .getByRole('button', { name: en('ra.action.delete') })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en('app.moderation.threat_library.delete_title', { word: 'Meet me offline' })).waitFor();
    await dialog.getByRole('button', { name: en('ra.action.confirm') }).click();
    await toast(en('app.moderation.threat_library.deleted')).waitFor();
    expect((await call('GET', `/restricted-words/${added[0].id}`)).status).toBe(404);
  });
});

describe('User Requests', () => {
  async function pendingOf(type: string, where: (user: Rec) => boolean): Promise<Rec> {
    const requests = await api<Rec[]>(`/user-requests?type=${type}&status=pending&_sort=id&_order=asc`);
    for (const r of requests) if (where(await api<Rec>(`/users/${r.userId}`))) return r;
    throw new Error(`no pending ${type} to act on`);
  }
  /** A request's page, once it shows that request (its labels are drawn before its record arrives). */
  const openRequest = async (request: Rec) => {
    await go(`/user-requests/${request.id}/show`);
    await page.getByText(en('app.moderation.user_requests.requested_on')).first().waitFor();
    const user = await api<Rec>(`/users/${request.userId}`);
    await page.locator('#main-content').getByText(fullName(user), { exact: false }).first().waitFor();
  };
  const button = (key: string) => page.getByRole('button', { name: en(`app.moderation.commands.${key}.label`), exact: true });
  const confirmWithReason = async (key: string, reason: string) => {
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en('app.moderation.commands.reason'), { exact: false }).fill(reason);
    await dialog.getByRole('button', { name: en(`app.moderation.commands.${key}.label`), exact: true }).click();
  };
  const active = (u: Rec) => u.accountStatus === 'active';
  /** A one-click decision is confirmed first (#39.8): the click opens the dialog and changes nothing. */
  const confirmDecision = async (key: string, id: number) => {
    await button(key).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading').waitFor();
    expect((await api<Rec>(`/user-requests/${id}`)).status).toBe('pending');
    await dialog.getByRole('button', { name: en(`app.moderation.commands.${key}.label`), exact: true }).click();
  };
  /** The horizontal space between two buttons side by side. */
  const spaceBetween = async (left: string, right: string) => {
    const [a, b] = [await button(left).boundingBox(), await button(right).boundingBox()];
    return b!.x - (a!.x + a!.width);
  };

  it('shows each type in its tab', async () => {
    await go('/user-requests');
    for (const type of ['name_change', 'date_of_birth', 'data_request', 'account_recovery']) {
      const tab = page.getByRole('tab', { name: en(`app.moderation.user_requests.tabs.${type}`) });
      await tab.click();
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      await rows().first().locator('td.column-userId a').waitFor();
      await shot(`user-requests-${type.replace(/_/g, '-')}`);
    }
  });

  it('approves a name change of a verified account, and declines another, which suspends the account', async () => {
    const approve = await pendingOf('name_change', (u) => active(u) && u.verificationStatus === 'verified');
    await openRequest(approve);
    await shot('user-request-name-change');
    // Approve never touches the red decline button (#39.8).
    expect(await spaceBetween('approve_name_change', 'decline_name_change')).toBeGreaterThanOrEqual(12);
    await confirmDecision('approve_name_change', approve.id);
    await toast(en('app.moderation.commands.approve_name_change.done')).waitFor();
    const change = approve.nameChange as Record<string, string>;
    expect((await api<Rec>(`/user-requests/${approve.id}`)).status).toBe('approved');
    const user = await api<Rec>(`/users/${approve.userId}`);
    expect(change.nameType === 'person' ? user.firstName : user.profileName).toBe(change.newFirstName);

    const decline = await pendingOf('name_change', active);
    await openRequest(decline);
    await button('decline_name_change').click();
    await confirmWithReason('decline_name_change', 'The new name impersonates a known creator.');
    await toast(en('app.moderation.commands.decline_name_change.done')).waitFor();
    expect(await api<Rec>(`/user-requests/${decline.id}`)).toMatchObject({
      status: 'declined',
      decisionReason: 'The new name impersonates a known creator.',
    });
    expect((await api<Rec>(`/users/${decline.userId}`)).accountStatus).toBe('suspended');
    const suspensions = await api<Rec[]>(`/suspensions?userId=${decline.userId}&source=name_change&status=suspended`);
    expect(suspensions.some((s) => s.suspendedByAdminId === adminId)).toBe(true);
  });

  it('approves one date of birth and declines another', async () => {
    const approve = await pendingOf('date_of_birth', active);
    await openRequest(approve);
    expect(await spaceBetween('approve_date_of_birth', 'decline_date_of_birth')).toBeGreaterThanOrEqual(12);
    await confirmDecision('approve_date_of_birth', approve.id);
    await toast(en('app.moderation.commands.approve_date_of_birth.done')).waitFor();
    expect((await api<Rec>(`/users/${approve.userId}`)).dateOfBirth).toBe((approve.dateOfBirth as Record<string, string>).requested);

    const decline = await pendingOf('date_of_birth', active);
    const before = (await api<Rec>(`/users/${decline.userId}`)).dateOfBirth;
    await openRequest(decline);
    await button('decline_date_of_birth').click();
    await confirmWithReason('decline_date_of_birth', 'The passport shows the current date.');
    await toast(en('app.moderation.commands.decline_date_of_birth.done')).waitFor();
    expect((await api<Rec>(`/user-requests/${decline.id}`)).status).toBe('declined');
    expect((await api<Rec>(`/users/${decline.userId}`)).dateOfBirth).toBe(before);
  });

  it('downloads a data request as JSON, then marks it fulfilled', async () => {
    const request = await pendingOf('data_request', () => true);
    await openRequest(request);
    await page
      .getByText(/left$|^Overdue by/)
      .first()
      .waitFor();
    await shot('user-request-data');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en('app.moderation.user_requests.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`user-${request.userId}-data.json`);
    const file = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { user: { id: number }; requestId: number };
    expect(file).toMatchObject({ requestId: request.id, user: { id: request.userId } });
    await toast(en('app.moderation.user_requests.downloaded')).waitFor();

    await confirmDecision('fulfil_data_request', request.id);
    await toast(en('app.moderation.commands.fulfil_data_request.done')).waitFor();
    expect((await api<Rec>(`/user-requests/${request.id}`)).status).toBe('fulfilled');
  });

  it('approves one account recovery and rejects another, deleting the account', async () => {
    const approve = await pendingOf('account_recovery', active);
    await openRequest(approve);
    await page.getByRole('table', { name: en('app.moderation.user_requests.questionnaire') }).waitFor();
    await shot('user-request-account-recovery');
    await button('approve_account_recovery').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: en('app.moderation.commands.approve_account_recovery.label'), exact: true })
      .click();
    await toast(en('app.moderation.commands.approve_account_recovery.done')).waitFor();
    const answers = approve.accountRecovery as Record<string, string>;
    const recovered = await api<Rec>(`/users/${approve.userId}`);
    expect(answers.lostPhoneOrEmail === 'email' ? recovered.email : recovered.phone).toBe(answers.newContact);

    const reject = await pendingOf('account_recovery', active);
    await openRequest(reject);
    await button('reject_and_delete_account').click();
    await confirmWithReason('reject_and_delete_account', 'The answers do not match the account.');
    await toast(en('app.moderation.commands.reject_and_delete_account.done')).waitFor();
    expect((await api<Rec>(`/user-requests/${reject.id}`)).status).toBe('rejected');
    expect((await api<Rec>(`/users/${reject.userId}`)).accountStatus).toBe('deleted');
  });
});

describe('Errors Reported', () => {
  it('shows screenshots in a lightbox, plays a recording and marks a report resolved', async () => {
    await go('/errors-reported');
    await rows().first().locator('td.column-reportedByUserId a').waitFor();
    await shot('errors-reported');

    await page
      .getByRole('button', { name: /^View screenshot/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('img').waitFor();
    await shot('errors-reported-lightbox');
    await dialog.getByRole('button', { name: en('app.common.close') }).click();
    await dialog.waitFor({ state: 'detached' });

    await page
      .getByRole('button', { name: /^Play recording/ })
      .first()
      .click();
    await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: en('app.common.close') }).click();
    await dialog.waitFor({ state: 'detached' });

    // The list shows open reports newest first, like this query.
    const [report] = await api<Rec[]>('/error-reports?status=open&_sort=reportedAt&_order=desc&_end=1');
    const row = rows().first();
    await row.getByRole('button', { name: en('app.moderation.commands.resolve.label') }).click();
    await toast(en('app.moderation.commands.resolve.done')).waitFor();
    const after = await api<Rec>(`/error-reports/${report.id}`);
    expect(after.status).toBe('resolved');
    expect(after.resolvedAt).not.toBeNull();
  });
});

describe('appearance', () => {
  it('has a dark theme view and no console errors along the way', async () => {
    const dark = await openPage(browser, { colorScheme: 'dark' });
    await signIn(dark.page, DEMO.admin);
    await go('/flagged-chats', dark.page);
    await rows(dark.page).first().waitFor();
    await dark.page.locator('mark').first().waitFor();
    await shot('flagged-chats-dark', dark.page);
    await expectReadableInDark(dark.page, '/flagged-chats with highlighted words');
    await dark.page.context().close();
    // 409s the screens expect (claims taken by others) are answers, not errors.
    expect(errors.filter((e) => !/status of 409/.test(e))).toEqual([]);
  });
});
