import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import englishMessages from 'ra-language-english';
import { launchBrowser, openPage } from './helpers/browser';
import { DEMO, signInAs } from './helpers/auth';
import { apiClient, type ApiClient } from '../helpers/api';
import type { TestServer } from '../helpers/server';
import { en } from './helpers/catalogue';
import { contentLoaded } from './helpers/settled';
import { e2eServers } from './helpers/servers';
import { expectReadableInDark } from './helpers/appearance';
import { VERIFICATION_REVIEW_HOURS } from '../../src/domain/constants';
import { EXPORT_COLUMNS } from '../../src/domain/exports/exportDefinitions';

/**
 * Manage Users (trust and safety) in a real browser against the production build: every route
 * with data, each command performed once from the screen and its result checked on the server.
 */

const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/screenshots/manageUsers');

const cmd = (key: string, part = 'label') => en(`app.manageUsers.commands.${key}.${part}`);

/** react-admin's own English text (ra.action.export, ra.validation.required, ...). */
function ra(key: string): string {
  let node: unknown = englishMessages;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return String(node);
}

const servers = e2eServers();
const { url, dataDir } = servers['json-server'];
let browser: Browser;
let api: ApiClient;

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiClient({ url, api: `${url}/api`, dataDir } as TestServer);
  fs.mkdirSync(shots, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

interface Rec {
  id: number;
  status: string;
  [field: string]: unknown;
}

const get = async <T = Rec>(p: string): Promise<T> => (await api.json<T>('GET', p)).body;
const first = async (p: string): Promise<Rec> => {
  const [rec] = await get<Rec[]>(p);
  if (!rec) throw new Error(`nothing at ${p}`);
  return rec;
};

/** A signed-in page (the session put in storage by signInAs), and `go` to open an app path. */
async function signedIn(email: string = DEMO.admin, opts: Parameters<typeof openPage>[1] = {}, serverUrl = url, serverDir = dataDir) {
  const { page, errors } = await openPage(browser, opts);
  await signInAs(page, serverUrl, serverDir, email, '/nointernet');
  const go = async (p: string) => {
    await page.goto(`${serverUrl}${p}`);
    await page.getByRole('main').first().waitFor();
  };
  return { page, errors, go };
}

/** The first data row of the list, once loaded. */
const firstRow = async (page: Page) => {
  const row = page.locator('tbody tr').first();
  await row.waitFor();
  return row;
};

/** What tells rows apart: the first two cells (a live countdown elsewhere in the row changes every second). */
const signature = async (row: Locator) => `${await row.locator('td').nth(0).innerText()}|${await row.locator('td').nth(1).innerText()}`;

/** Waits until the list's first row is no longer the one acted on (the list refreshed). */
async function nextRow(page: Page, acted: string): Promise<Locator> {
  await expect.poll(async () => signature(await firstRow(page)), { timeout: 10000 }).not.toBe(acted);
  return firstRow(page);
}

/** Runs a command whose confirmation dialog opens first: click, optionally type, confirm. */
async function confirmCommand(page: Page, scope: Locator | Page, key: string, text?: string) {
  await scope.getByRole('button', { name: cmd(key), exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  if (text !== undefined) await dialog.getByRole('textbox').fill(text);
  await dialog.getByRole('button', { name: cmd(key), exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

const toast = (page: Page, key: string) => page.getByText(cmd(key, 'done'), { exact: true }).first().waitFor();

async function shot(page: Page, name: string) {
  // References (user names) load after the list itself: let them arrive and render.
  await contentLoaded(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

describe('/users', () => {
  it('shows the account-type tabs with their columns, keeps the tab in the URL and exports CSV', async () => {
    const { page, go } = await signedIn();
    await go('/users');
    await firstRow(page);
    await page.getByRole('tab', { name: en('app.manageUsers.users.tabs.kid_influencer') }).click();
    await page.waitForURL(/kid_influencer/);
    await page.getByRole('columnheader', { name: en('resources.users.fields.ageBracket') }).waitFor();
    const [kid] = await get<Rec[]>('/users?accountType=kid_influencer&_sort=memberSince&_order=DESC&_end=1');
    await page.locator('tbody tr').first().getByText(String(kid.username)).waitFor();
    await shot(page, 'users-kid-influencers');

    await page.getByRole('tab', { name: en('app.manageUsers.users.tabs.all') }).click();
    await page.getByRole('columnheader', { name: en('resources.users.fields.accountType') }).waitFor();
    await shot(page, 'users');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: ra('ra.action.export') }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
    // Headed by labels, with labels and names in place of codes (#20: CSV for people), every row (#39).
    expect(csv.split('\n')[0].trim()).toBe(EXPORT_COLUMNS.users!.map((c) => en(`resources.users.fields.${c.source}`)).join(','));
    const [newest] = await get<Rec[]>('/users?_sort=memberSince&_order=DESC&_end=1');
    const total = Number((await api.json('GET', '/users?_end=1')).headers.get('X-Total-Count'));
    expect(csv.trim().split('\n').length).toBe(total + 1);
    const line = csv.split('\n').find((l) => l.includes(`,${String(newest.username)},`))!;
    expect(line).toContain(`,${en(`app.enums.accountType.${String(newest.accountType)}`)},`);
    expect(line).toContain(`,${en(`app.enums.verificationStatus.${String(newest.verificationStatus)}`)},`);
    expect(line).not.toContain(`,${String(newest.accountType)},`);
    // Phone numbers begin with "+": never a spreadsheet formula, and no apostrophe a person would see (#39).
    expect(csv).toMatch(/,\u200E\+\d/);
    expect(csv).not.toMatch(/(^|,)"?'?\+\d/m);
  });

  it('verifies a user, issues a strike and suspends from the user page', async () => {
    const user = await first('/users?verificationStatus=unverified&accountStatus=active&activeStrikes=0&_sort=id&_order=ASC&_end=1');
    const { page, go } = await signedIn(DEMO.employee);
    await go(`/users/${user.id}/show`);
    await page.getByRole('heading', { name: `${user.firstName} ${user.lastName}`, exact: true }).waitFor();
    await shot(page, 'user-page');

    await confirmCommand(page, page, 'verify_user');
    await toast(page, 'verify_user');
    expect((await get(`/users/${user.id}`)).verificationStatus).toBe('verified');
    await expect.poll(() => page.getByRole('button', { name: cmd('verify_user') }).isDisabled()).toBe(true);

    await confirmCommand(page, page, 'issue_strike', 'Spam links in chat.');
    await toast(page, 'issue_strike');
    const strikes = (await get<Rec[]>(`/strikes?userId=${user.id}`)).filter((s) => s.reason === 'Spam links in chat.');
    expect(strikes).toHaveLength(1);
    expect((await get(`/users/${user.id}`)).activeStrikes).toBe(1);

    await confirmCommand(page, page, 'suspend_user', 'Impersonating a brand.');
    await toast(page, 'suspend_user');
    expect((await get(`/users/${user.id}`)).accountStatus).toBe('suspended');
    expect(await get<Rec[]>(`/suspensions?userId=${user.id}&status=suspended`)).toEqual([
      expect.objectContaining({ reason: 'Impersonating a brand.', source: 'manual' }),
    ]);

    await page.getByRole('tab', { name: en('app.manageUsers.user.tabs.activity') }).click();
    await page.getByText(en('app.manageUsers.activity.actions.suspend'), { exact: false }).first().waitFor();
    // Values read as written for people (#20.9): labels, dates and named records, no ISO text or codes.
    const timeline = page.locator('li > dl');
    await timeline.getByText(en('app.enums.suspensionSource.manual'), { exact: true }).first().waitFor();
    const text = (await timeline.allInnerTexts()).join('\n');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:|— →|\bmanual\b/);
    await shot(page, 'user-activity');
  });

  it('edits a profile: the schema rule shows beside the field, a valid value is saved', async () => {
    const user = await first('/users?accountStatus=active&_sort=id&_order=DESC&_end=1');
    const { page, go } = await signedIn();
    await go(`/users/${user.id}/edit`);
    const phone = page.getByLabel(en('resources.users.fields.phone'));
    await phone.fill('call me maybe');
    await phone.blur();
    await expect.poll(() => phone.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(en('app.manageUsers.validation.phone')).first().waitFor();
    await shot(page, 'user-edit-invalid');
    await phone.fill('+91 98765 43210');
    await page.getByRole('button', { name: ra('ra.action.save'), exact: true }).click();
    await expect.poll(async () => (await get(`/users/${user.id}`)).phone).toBe('+91 98765 43210');
  });

  it('hides the commands and the payment details from Tech Support', async () => {
    const [withCard] = await get<Rec[]>('/payment-details?_end=1');
    const { page, go } = await signedIn(DEMO.tech_support);
    await go(`/users/${withCard.userId}/show`);
    await page.getByRole('tab', { name: en('app.manageUsers.user.tabs.activity') }).waitFor();
    expect(await page.getByRole('tab', { name: en('app.manageUsers.user.tabs.payment') }).count()).toBe(0);
    for (const key of ['verify_user', 'issue_strike', 'suspend_user'])
      expect(await page.getByRole('button', { name: cmd(key) }).count()).toBe(0);
    const admin = await signedIn(DEMO.admin);
    await admin.go(`/users/${withCard.userId}/show/payment`);
    await admin.page.getByText(`•••• ${withCard.cardLast4}`).waitFor();
    await shot(admin.page, 'user-payment');
  });

  it('plays the intro video and the music, and shows the reviews with the rating', async () => {
    // Lists do not filter on media links: the first of the seed's users with both.
    const user = (await get<Rec[]>('/users?_sort=id&_order=ASC&_end=1000')).find((u) => u.introVideoUrl && u.musicUrl)!;
    const { page, go } = await signedIn();
    await go(`/users/${user.id}/show`);
    for (const selector of ['video', 'audio']) {
      const player = page.locator(selector);
      await player.scrollIntoViewIfNeeded();
      await player.evaluate((el: HTMLMediaElement) => {
        el.muted = true;
        return el.play();
      });
      await expect.poll(() => player.evaluate((el: HTMLMediaElement) => el.currentTime), { timeout: 10000 }).toBeGreaterThan(0);
    }
    await shot(page, 'user-media-players');
    await page.getByRole('tab', { name: en('app.manageUsers.user.tabs.reviews') }).click();
    const reviews = user.reviews as { authorName: string }[];
    await page
      .getByText(`${Number(user.rating).toFixed(1)} `)
      .first()
      .waitFor();
    for (const review of reviews) await page.getByText(review.authorName).first().waitFor();
  });
});

describe('/user-verification', () => {
  it('verifies the most overdue request, then rejects the next with a reason', async () => {
    const pending = '/verification-requests?kind=initial&status=pending&_sort=reviewDeadline&_order=ASC&_end=1';
    const target = await first(pending);
    const { page, go } = await signedIn(DEMO.employee);
    await go('/user-verification');
    const row = await firstRow(page);
    await row
      .getByText(en('app.manageUsers.verification.overdue_by', { time: '' }).trim())
      .or(row.getByText(/\d\d:\d\d:\d\d/))
      .first()
      .waitFor();
    await shot(page, 'user-verification');
    const acted = await signature(row);
    // A one-click decision is confirmed first (#20.3): the queue cannot reflow a second click onto another user.
    await confirmCommand(page, row, 'verify_request');
    await toast(page, 'verify_request');
    expect((await get(`/verification-requests/${target.id}`)).status).toBe('verified');
    expect((await get(`/users/${target.userId}`)).verificationStatus).toBe('verified');

    // The verified row stays in place, decided (#39.8): a second click there meets a disabled
    // button, not the next user's; the next request is the row below it.
    await expect.poll(() => row.getByRole('button', { name: cmd('verify_request'), exact: true }).isDisabled()).toBe(true);
    expect(await signature(await firstRow(page))).toBe(acted);
    const next = await first(pending);
    const row2 = page.locator('tbody tr').nth(1);
    expect(await signature(row2)).not.toBe(acted);
    await row2.getByRole('button', { name: cmd('reject_request') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: cmd('reject_request') }).click();
    await dialog.getByText(ra('ra.validation.required'), { exact: true }).waitFor();
    await dialog.getByRole('textbox').fill('The ID photo is blurry.');
    await dialog.getByRole('button', { name: cmd('reject_request') }).click();
    await toast(page, 'reject_request');
    expect(await get(`/verification-requests/${next.id}`)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The ID photo is blurry.',
    });

    await go(`/verification-requests/${next.id}/show`);
    await page.getByText(en('app.manageUsers.verification.comparison')).first().waitFor();
    await shot(page, 'verification-request');
  });
});

describe('/reported-users', () => {
  it('sends a warning and closes a report without action', async () => {
    const open = '/reports?kind=user&status=open&_sort=createdAt&_order=DESC&_end=1';
    const target = await first(open);
    const { page, go } = await signedIn(DEMO.custom);
    await go('/reported-users');
    await shot(page, 'reported-users');
    const warned = await firstRow(page);
    const acted = await signature(warned);
    await confirmCommand(page, warned, 'send_warning', 'Please keep the chat civil.');
    await toast(page, 'send_warning');
    expect((await get(`/reports/${target.id}`)).status).toBe('warned');

    const next = await first(open);
    await confirmCommand(page, await nextRow(page, acted), 'no_action');
    await toast(page, 'no_action');
    expect((await get(`/reports/${next.id}`)).status).toBe('dismissed');
  });

  it('suspends the user and cancels the reported job with a refund', async () => {
    const [order] = await get<Rec[]>('/orders?status=in_progress&_sort=id&_order=DESC&_end=1');
    const created = await api.json<Rec>('POST', '/reports', {
      reporterId: order.providerId,
      reportedUserId: order.customerId,
      orderId: order.id,
      kind: 'job_proposal',
      reason: 'The brief promotes a scam product.',
      evidence: ['"send the files first, money later"'],
      status: 'open',
      resolvedAt: null,
    });
    expect(created.status).toBe(201);
    const { page, go } = await signedIn();
    await go('/reported-users');
    await page.getByRole('tab', { name: en('app.manageUsers.reports.tabs.job_proposal') }).click();
    const row = await firstRow(page);
    await row.getByText(String(order.reference)).waitFor();
    await shot(page, 'reported-job-proposals');
    await confirmCommand(page, row, 'suspend_and_cancel');
    await toast(page, 'suspend_and_cancel');
    expect((await get(`/reports/${created.body.id}`)).status).toBe('actioned');
    expect(await get(`/orders/${order.id}`)).toMatchObject({
      status: 'cancelled_by_admin',
      escrowBalance: 0,
      refundedAmount: order.totalPrice,
    });
    expect((await get(`/users/${order.customerId}`)).accountStatus).toBe('suspended');
    expect(await get<Rec[]>(`/wallet-transactions?orderId=${order.id}&kind=refund`)).toHaveLength(1);
  });
});

describe('/suspended', () => {
  it('undoes one suspension (confirmed) and restores another account', async () => {
    const open = '/suspensions?status=suspended&_sort=suspendedAt&_order=DESC&_end=1';
    const target = await first(open);
    const { page, go } = await signedIn(DEMO.employee);
    await go('/suspended');
    await shot(page, 'suspended');
    const undone = await firstRow(page);
    const acted = await signature(undone);
    await confirmCommand(page, undone, 'undo_suspension');
    await toast(page, 'undo_suspension');
    expect((await get(`/suspensions/${target.id}`)).status).toBe('lifted');

    const next = await first(open);
    // Confirmed first (#39.8): two clicks 0.7 s apart restored two accounts.
    const restored = await nextRow(page, acted);
    await restored.getByRole('button', { name: cmd('restore_account'), exact: true }).click();
    await page.getByRole('dialog').getByText(cmd('restore_account', 'title')).waitFor();
    expect((await get(`/suspensions/${next.id}`)).status).toBe('suspended');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: cmd('restore_account'), exact: true })
      .click();
    await toast(page, 'restore_account');
    // The restored row stays, its button disabled, until the admin moves on.
    await expect.poll(() => restored.getByRole('button', { name: cmd('restore_account'), exact: true }).isDisabled()).toBe(true);
    expect((await get(`/suspensions/${next.id}`)).status).toBe('restored');
    expect((await get(`/users/${next.userId}`)).accountStatus).toBe('active');
  });
});

describe('/strikes', () => {
  it('upholds and reverses appeals from the list, re-issues a reversed strike from its page', async () => {
    const appeals = '/strikes?status=appealed&_sort=issuedAt&_order=DESC&_end=1';
    const target = await first(appeals);
    const { page, go } = await signedIn();
    await go('/strikes');
    await page.getByText(en('app.manageUsers.strikes.policy', { days: 90, limit: 3 })).waitFor();
    await shot(page, 'strikes-appeals');
    const upheld = await firstRow(page);
    const acted = await signature(upheld);
    await confirmCommand(page, upheld, 'uphold_strike', 'The chat history confirms it.');
    await toast(page, 'uphold_strike');
    expect(await get(`/strikes/${target.id}`)).toMatchObject({ status: 'upheld', decision: 'The chat history confirms it.' });

    const next = await first(appeals);
    await confirmCommand(page, await nextRow(page, acted), 'reverse_strike');
    await toast(page, 'reverse_strike');
    expect((await get(`/strikes/${next.id}`)).status).toBe('reversed');
    const counting = (await get<Rec[]>(`/strikes?userId=${next.userId}`)).filter(
      (s) => ['issued', 'appealed', 'upheld', 'reissued'].includes(s.status) && String(s.expiresAt) > new Date().toISOString(),
    ).length;
    expect((await get(`/users/${next.userId}`)).activeStrikes).toBe(counting);

    await page.getByRole('tab', { name: en('app.manageUsers.strikes.tabs.users_with_strikes') }).click();
    await page.getByRole('columnheader', { name: en('resources.strikes.fields.decision') }).waitFor();
    await shot(page, 'strikes-users');

    await go(`/strikes/${next.id}/show`);
    await confirmCommand(page, page, 'reissue_strike', 'Reversed by mistake.');
    await toast(page, 'reissue_strike');
    expect((await get(`/strikes/${next.id}`)).status).toBe('reissued');
  });

  it('reads well in the dark theme', async () => {
    const { page, go } = await signedIn(DEMO.admin, { colorScheme: 'dark' });
    await go('/strikes');
    await firstRow(page);
    await shot(page, 'strikes-dark');
    await expectReadableInDark(page, '/strikes');
  });
});

describe('simple-rest dialect', () => {
  it('lists users by tab and strikes with the other data provider too', async () => {
    const other = servers['simple-rest'];
    const { page, go, errors } = await signedIn(DEMO.admin, {}, other.url, other.dataDir);
    await go('/users');
    await page.getByRole('tab', { name: en('app.manageUsers.users.tabs.business') }).click();
    await page.getByRole('columnheader', { name: en('resources.users.fields.profileName') }).waitFor();
    await firstRow(page);
    await go('/strikes');
    await firstRow(page);
    expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
  });
});

describe('search by a person’s name (#20.2)', () => {
  for (const dialect of ['json-server', 'simple-rest'] as const) {
    it(`finds "Param Talwar" on Users, and their verification request by name (${dialect})`, async () => {
      const server = servers[dialect];
      const { page, go, errors } = await signedIn(DEMO.admin, {}, server.url, server.dataDir);
      // Their request, in the tab that holds it now (other files' tests decide requests on this
      // server; a search narrows within the tab's filter).
      const other = await apiClient({ url: server.url, api: `${server.url}/api`, dataDir: server.dataDir } as TestServer);
      const [param] = (await other.json<Rec[]>('GET', '/users?q=param%20talwar&_end=1')).body;
      const [request] = (await other.json<Rec[]>('GET', `/verification-requests?userId=${param.id}&_end=1`)).body;
      const tab = encodeURIComponent(JSON.stringify({ kind: request.kind, status: request.status }));
      for (const route of ['/users', `/user-verification?filter=${tab}`]) {
        await go(route);
        await firstRow(page);
        await page.getByRole('searchbox', { name: en('app.shell.search_label') }).fill('Param Talwar');
        await page.waitForURL((u) => u.search.includes('Param'));
        // The unfiltered page may hold a Talwar row too: wait until every row is one.
        await expect
          .poll(
            async () => {
              const rows = await page.locator('tbody tr').allInnerTexts();
              return rows.length > 0 && rows.every((r) => r.includes('Talwar'));
            },
            { message: route },
          )
          .toBe(true);
      }
      await page.context().close();
      expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    });
  }
});

describe('seed dates follow the calendar (#20.11)', () => {
  for (const dialect of ['json-server', 'simple-rest'] as const) {
    it(`shows the newest verification requests within their review deadline, not overdue (${dialect})`, async () => {
      const server = servers[dialect];
      const other = await apiClient({ url: server.url, api: `${server.url}/api`, dataDir: server.dataDir } as TestServer);
      const [newest] = (await other.json<Rec[]>('GET', '/verification-requests?status=pending&_sort=reviewDeadline&_order=DESC&_end=1'))
        .body;
      const deadline = Date.parse(String(newest.reviewDeadline));
      // The database was created from the seed today: its newest request is days, not months, old.
      expect(deadline).toBeGreaterThan(Date.now());
      expect(deadline - Date.now()).toBeLessThanOrEqual(VERIFICATION_REVIEW_HOURS * 3_600_000);

      const { page, go, errors } = await signedIn(DEMO.admin, {}, server.url, server.dataDir);
      await go(`/user-verification?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}&sort=reviewDeadline&order=DESC`);
      const row = await firstRow(page);
      await row.getByText(/^(\d+d )?\d\d:\d\d:\d\d left$/).waitFor();
      expect(await row.getByText(en('app.manageUsers.verification.overdue_by', { time: '' }).trim()).count()).toBe(0);
      await page.context().close();
      expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    });
  }
});

describe('bulk decisions on a review queue (#20)', () => {
  for (const dialect of ['json-server', 'simple-rest'] as const) {
    it(`verifies the selected requests and says which one another admin decided meanwhile (${dialect})`, async () => {
      const server = servers[dialect];
      const other = await apiClient({ url: server.url, api: `${server.url}/api`, dataDir: server.dataDir } as TestServer);
      const pending = (
        await other.json<Rec[]>('GET', '/verification-requests?kind=initial&status=pending&_sort=reviewDeadline&_order=ASC&_end=2')
      ).body;
      expect(pending).toHaveLength(2);
      const { page, go, errors } = await signedIn(DEMO.admin, {}, server.url, server.dataDir);
      await go('/user-verification');
      await firstRow(page);
      const rows = page.locator('tbody tr');
      for (const i of [0, 1]) await rows.nth(i).getByRole('checkbox').check();

      // Meanwhile another admin decides the second request.
      const decided = await other.json('POST', `/verification-requests/${pending[1].id}/actions/verify`, { version: pending[1].version });
      expect(decided.status).toBe(200);

      const label = en('app.manageUsers.commands.verify_request.label');
      await page
        .getByRole('button', { name: `${label} (2)` })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText(en('app.bulk.content', { smart_count: 2 })).waitFor();
      await dialog.getByRole('button', { name: `${label} (2)` }).click();
      await dialog.getByRole('heading', { name: en('app.bulk.result_title', { action: label }) }).waitFor();
      await expect.poll(() => dialog.locator('[data-result="done"]').count()).toBe(1);
      expect(await dialog.locator('[data-result="skipped"]').count()).toBe(1);
      await dialog.locator('[data-result="skipped"]').getByText(en('app.bulk.skipped_row')).waitFor();
      await shot(page, `bulk-verify-${dialect}`);
      expect((await other.json<Rec>('GET', `/verification-requests/${pending[0].id}`)).body.status).toBe('verified');

      await dialog.getByRole('button', { name: en('app.common.close') }).click();
      await dialog.waitFor({ state: 'hidden' });
      // Both left the queue (the skipped one was decided already): nothing stays selected.
      await expect.poll(() => page.locator('tbody tr input[type="checkbox"]:checked').count()).toBe(0);
      await page.context().close();
      expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    });
  }
});
