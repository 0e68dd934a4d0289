import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession, DEMO } from './helpers/auth';
import { en } from './helpers/catalogue';
import { e2eServers } from './helpers/servers';
import { expectReadableInDark } from './helpers/appearance';

/**
 * Content area in a real browser: Customer Service (reply, close, reopen), My Quick Ads (create
 * with every field and an uploaded image, edit, publish, decide applicants), User Quick Ads
 * (remove), User Media (view, remove) and the globe (hover, click through to the users list).
 * Every action is checked on the server through the API afterwards.
 */

const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/screenshots/content');

/** A small banner drawn by the browser itself: the picture the quick-ad form uploads. */
async function bannerPng(target: Page): Promise<Buffer> {
  const dataUrl = await target.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 180;
    const ctx = canvas.getContext('2d')!;
    const sky = ctx.createLinearGradient(0, 0, 320, 180);
    sky.addColorStop(0, '#f59e0b');
    sky.addColorStop(1, '#be185d');
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, 320, 180);
    ctx.fillStyle = '#fff7ed';
    ctx.font = 'bold 28px sans-serif';
    ctx.fillText('Diwali gifts', 24, 100);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;
let page: Page;
let errors: string[];
let token: string;

type Rec = { id: number; version: number; status: string } & Record<string, unknown>;

async function api<T = Rec>(pathAndQuery: string): Promise<T> {
  const res = await fetch(`${url}/api${pathAndQuery}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as T;
}

/** The app may route with the URL's path or its hash (react-admin's default): both are handled. */
let hashRouting = false;
const go = (appPath: string) => page.goto(hashRouting ? `${url}/#${appPath}` : `${url}${appPath}`);
function appLocation(): URL {
  const u = new URL(page.url());
  return hashRouting ? new URL(u.hash.slice(1), url) : u;
}

const toast = (text: string) => page.locator('.MuiSnackbarContent-root', { hasText: text });
async function shot(name: string): Promise<void> {
  // From the top: a full-page picture of a scrolled page draws the fixed top bar mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  ({ token } = await signInBeforeLoad(page));
  // A hash router shows #/customerService itself; a path router sends "/" on to /dashboard.
  await page.goto(`${url}/#/customerService`);
  await page.waitForFunction(() =>
    location.hash.startsWith('#/customerService') ? document.querySelector('[role="tab"]') !== null : location.pathname !== '/',
  );
  hashRouting = page.url().includes('#/customerService');
  if (!hashRouting) await go('/customerService');
});

/**
 * Puts a fresh session into storage before any of the app's scripts run, on every load: the
 * app never starts signed out, so no sign-out of a first load can race with the sign-in.
 */
async function signInBeforeLoad(target: Page): Promise<{ token: string }> {
  const session = await apiSession(url, dataDir, DEMO.admin);
  await target.context().addInitScript(
    ([t, a]) => {
      localStorage.setItem('authToken', JSON.stringify({ token: t }));
      localStorage.setItem('adminData', JSON.stringify(a));
    },
    [session.token, session.admin] as const,
  );
  return session;
}

afterEach(async (ctx) => {
  // A failed step leaves a picture of the screen it failed on.
  if (ctx.task.result?.state === 'fail')
    await page.screenshot({
      path: path.join(root, 'tests/.tmp', `content-failure-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}.png`),
    });
});

afterAll(async () => {
  await browser?.close();
});

describe('Customer Service', () => {
  it('lists tickets by status, replies to one, closes and reopens it', async () => {
    await page.getByRole('tab', { name: new RegExp(`^${en('app.enums.ticketStatus.open')} \\(\\d+\\)$`) }).waitFor();
    await page.locator('.app-list-body > .app-list-row').first().waitFor();
    await shot('customerService');
    await page.getByRole('tab', { name: new RegExp(`^${en('app.enums.ticketStatus.pending')}`) }).click();
    await page.locator('.app-list-body > .app-list-row').first().waitFor();
    await page.getByRole('tab', { name: new RegExp(`^${en('app.enums.ticketStatus.open')}`) }).click();
    await page.locator('.app-list-body > .app-list-row').first().click();
    await page.waitForURL(/\/support-tickets\/\d+\/show$/, { waitUntil: 'commit' });
    const id = Number(/support-tickets\/(\d+)/.exec(page.url())![1]);

    await page.getByLabel(en('app.content.tickets.reply_label')).fill('Thanks, we have refunded the payment.');
    await page.getByRole('button', { name: en('app.content.tickets.send') }).click();
    await toast(en('app.content.tickets.replied')).waitFor();
    const ticket = await api<Rec & { messages: { from: string; text: string }[] }>(`/support-tickets/${id}`);
    expect(ticket.status).toBe('pending');
    expect(ticket.messages.at(-1)).toMatchObject({ from: 'admin', text: 'Thanks, we have refunded the payment.' });
    await page.getByText('Thanks, we have refunded the payment.').waitFor();
    await shot('support-ticket-show');

    // Confirmed first (#39.8): one click closes nothing.
    await page.getByRole('button', { name: en('app.content.tickets.commands.close.label') }).click();
    const closeDialog = page.getByRole('dialog');
    await closeDialog.getByText(en('app.content.tickets.commands.close.title')).waitFor();
    expect((await api(`/support-tickets/${id}`)).status).toBe('pending');
    await closeDialog.getByRole('button', { name: en('app.content.tickets.commands.close.label') }).click();
    await toast(en('app.content.tickets.commands.close.done')).waitFor();
    expect((await api(`/support-tickets/${id}`)).status).toBe('closed');
    await page.getByText(en('app.content.tickets.closed_notice')).waitFor();

    await page.getByRole('button', { name: en('app.content.tickets.commands.reopen.label') }).click();
    await toast(en('app.content.tickets.commands.reopen.done')).waitFor();
    expect((await api(`/support-tickets/${id}`)).status).toBe('open');
  });
});

describe('My Quick Ads', () => {
  it('says a date is required, in the catalogue’s words, before anything is sent (#20.9)', async () => {
    await go('/quickads/create');
    const field = (source: string) => page.locator('form').getByLabel(en(`resources.quickads.fields.${source}`), { exact: false });
    await field('title').fill('Undated reel');
    // The page belongs to My Quick Ads, in the sidebar and the tab's title, not to the Quick Ads dashboard (#20.10).
    await expect.poll(() => page.locator('[data-testid="sidebar"] [aria-current="page"]').getAttribute('href')).toBe('/my-quickads');
    expect(await page.title()).toMatch(new RegExp(`^${en('app.nav.my_quickads')} · `));
    const posted: string[] = [];
    const onRequest = (r: { method(): string; url(): string }) => {
      if (r.method() === 'POST' && /\/api\/quickads$/.test(new URL(r.url()).pathname)) posted.push(r.url());
    };
    page.on('request', onRequest);
    try {
      await page.getByRole('button', { name: 'Save' }).click();
      const required = en('ra.validation.required');
      await expect.poll(() => page.locator('form').getByText(required, { exact: true }).count()).toBeGreaterThanOrEqual(2);
      expect(
        await page
          .locator('form')
          .getByText(/Invalid input|expected string/)
          .count(),
      ).toBe(0);
      expect(posted).toEqual([]);
    } finally {
      page.off('request', onRequest);
    }
  });

  it('creates a quick ad with every field and an uploaded image, edits and publishes it', async () => {
    await go(`/my-quickads`);
    await page.locator('.app-list-body > .app-list-row').first().waitFor();
    await shot('my-quickads');
    await page.getByRole('link', { name: en('app.content.quickads.create') }).click();
    await page.waitForURL(/\/quickads\/create$/, { waitUntil: 'commit' });

    // Scoped to the form: the list's column headers carry the same words until the page has changed.
    const field = (source: string) => page.locator('form').getByLabel(en(`resources.quickads.fields.${source}`), { exact: false });
    await field('title').fill('Diwali gifting reel');
    await field('categories').click();
    await page.getByRole('option', { name: 'Fashion & Beauty' }).click();
    await field('categories').fill('Mus');
    await page.getByRole('option', { name: 'Music' }).click();
    await field('ageLimit').fill('18');
    await field('websiteLink').fill('https://www.example.com/diwali');
    await field('budget').fill('2500.75');
    await page
      .locator('form')
      .getByRole('combobox', { name: en('resources.quickads.fields.platform') })
      .click();
    await page.getByRole('option', { name: en('app.enums.platform.youtube') }).click();
    await field('brief').fill('Unbox three gift hampers and pick a favourite.');
    await field('targetAudience').fill('Families in Tier 1 cities');
    await field('mood').fill('Festive');
    await page
      .locator('form')
      .getByRole('combobox', { name: en('resources.quickads.fields.language') })
      .click();
    await page.getByRole('option', { name: 'Hindi (hi)' }).click();
    await field('dialect').fill('Hinglish');
    await field('contentUsageRights').fill('Paid ads for 30 days');
    await field('swearingAllowed').check();
    await field('whenToPost').fill('2030-10-20T10:00');
    await field('dueDate').fill('2030-10-25T18:00');
    await field('disclosures.cannabis').check();
    await field('disclosures.cbd').check();
    await field('disclosures.politicalPromotion').check();
    await page.getByTestId('media-file-input').setInputFiles({ name: 'hamper.png', mimeType: 'image/png', buffer: await bannerPng(page) });
    await page.getByRole('button', { name: en('app.content.upload.remove_item', { position: 1 }) }).waitFor();
    await shot('quickad-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/quickads\/\d+\/show$/, { waitUntil: 'commit' });
    const detailsTab = page.getByRole('tab', { name: en('app.content.quickads.tab_details') });
    await detailsTab.waitFor();
    const id = Number(/quickads\/(\d+)/.exec(page.url())![1]);

    const ad = await api(`/quickads/${id}`);
    expect(ad).toMatchObject({
      owner: 'platform',
      postedByUserId: null,
      status: 'draft',
      title: 'Diwali gifting reel',
      categories: ['Fashion & Beauty', 'Music'],
      ageLimit: 18,
      websiteLink: 'https://www.example.com/diwali',
      budget: 2500.75,
      platform: 'youtube',
      brief: 'Unbox three gift hampers and pick a favourite.',
      targetAudience: 'Families in Tier 1 cities',
      mood: 'Festive',
      language: 'hi',
      dialect: 'Hinglish',
      contentUsageRights: 'Paid ads for 30 days',
      swearingAllowed: true,
      disclosures: { cannabis: true, cbd: true, politicalPromotion: true },
      moderationReason: null,
    });
    expect(new Date(String(ad.whenToPost)).getTime()).toBe(new Date('2030-10-20T10:00').getTime());
    expect(new Date(String(ad.dueDate)).getTime()).toBe(new Date('2030-10-25T18:00').getTime());
    expect(ad.mediaUrls).toEqual([expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}\.png$/)]);
    // The uploaded image is fetched with the session and shown from a blob: URL.
    await page.locator('img[src^="blob:"]').first().waitFor();
    await shot('quickad-show');

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/quickads\/\d+$/, { waitUntil: 'commit' });
    await field('title').fill('Diwali gifting reels');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/quickads\/\d+\/show$/, { waitUntil: 'commit' });
    await detailsTab.waitFor();
    expect((await api(`/quickads/${id}`)).title).toBe('Diwali gifting reels');

    await page.getByRole('button', { name: en('app.content.quickads.commands.publish.label') }).click();
    await toast(en('app.content.quickads.commands.publish.done')).waitFor();
    expect((await api(`/quickads/${id}`)).status).toBe('published');
  });

  it('accepts one applicant and rejects another (confirmed)', async () => {
    const ads = await api<Rec[]>('/quickads?owner=platform&status=published&_end=1000');
    let adId = 0;
    for (const ad of ads) {
      const applied = await api<Rec[]>(`/quickad-applicants?quickadId=${ad.id}&status=applied`);
      if (applied.length >= 2) adId = ad.id;
    }
    expect(adId).toBeGreaterThan(0);
    await go(`/quickads/${adId}/show/applicants`);
    await page
      .getByRole('button', { name: en('app.content.applicants.commands.accept.label') })
      .first()
      .waitFor();
    await shot('quickad-applicants');
    const before = await api<Rec[]>(`/quickad-applicants?quickadId=${adId}&status=applied`);

    const acceptButtons = page.getByRole('button', { name: en('app.content.applicants.commands.accept.label') });
    const offered = await acceptButtons.count();
    await acceptButtons.first().click();
    await toast(en('app.content.applicants.commands.accept.done')).waitFor();
    // The accepted applicant's buttons leave once the list has refreshed: only then is the first
    // Reject another applicant's (before, it was the one just accepted).
    await expect.poll(() => acceptButtons.count()).toBe(offered - 1);
    await page
      .getByRole('button', { name: en('app.content.applicants.commands.reject.label') })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en('app.content.applicants.commands.reject.title')).waitFor();
    await dialog.getByRole('button', { name: en('app.content.applicants.commands.reject.label') }).click();
    await toast(en('app.content.applicants.commands.reject.done')).waitFor();

    const after = await api<Rec[]>(`/quickad-applicants?quickadId=${adId}&_end=100`);
    const decided = after.filter((a) => before.some((b) => b.id === a.id) && a.status !== 'applied');
    expect(decided.map((a) => a.status).sort()).toEqual(['accepted', 'rejected']);
  });
});

describe('User Quick Ads', () => {
  it('removes a user’s quick ad with a reason, after confirmation', async () => {
    await go(`/user-quickads`);
    await page.locator('.app-list-body > .app-list-row').first().waitFor();
    await shot('user-quickads');
    const listed = await api<Rec[]>('/quickads?owner=user&_sort=createdAt&_order=desc&_end=25');
    const target = listed.find((a) => a.status === 'published')!;
    await page
      .getByRole('button', { name: en('app.content.quickads.commands.remove.label') })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(en('app.content.quickads.commands.remove.title')).waitFor();
    await dialog.getByRole('button', { name: en('app.content.quickads.commands.remove.label') }).click();
    await dialog.getByText(en('app.content.commands.reason_required')).waitFor();
    await dialog.getByLabel(en('app.content.commands.reason'), { exact: false }).fill('Misleading health claims.');
    await shot('user-quickads-remove');
    await dialog.getByRole('button', { name: en('app.content.quickads.commands.remove.label') }).click();
    await toast(en('app.content.quickads.commands.remove.done')).waitFor();
    expect(await api(`/quickads/${target.id}`)).toMatchObject({ status: 'removed', moderationReason: 'Misleading health claims.' });
  });
});

describe('User Media', () => {
  it('shows media in a grid, opens one in the viewer and removes it with a reason', async () => {
    await go(`/user-media`);
    const [first] = await api<Rec[]>('/media?status=visible&_sort=uploadedAt&_order=desc&_end=1');
    const tiles = page.getByRole('button', { name: /^View / });
    await tiles.first().waitFor();
    await shot('user-media');
    await tiles.first().click();
    const viewer = page.getByRole('dialog');
    await viewer.getByText(en('app.content.media.viewer_title', { position: 1, total: 24 })).waitFor();
    await shot('user-media-viewer');
    await viewer.getByRole('button', { name: en('app.content.media.commands.remove.label') }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: en('app.content.media.commands.remove.title') });
    await confirm.getByLabel(en('app.content.commands.reason'), { exact: false }).fill('Copyrighted material.');
    await confirm.getByRole('button', { name: en('app.content.media.commands.remove.label') }).click();
    await toast(en('app.content.media.commands.remove.done')).waitFor();
    expect(await api(`/media/${first.id}`)).toMatchObject({ status: 'removed', removalReason: 'Copyrighted material.' });
  });
});

describe('Globe', () => {
  it('draws users by country, tells the count on hover and opens the users of a clicked country', async () => {
    await go(`/globe`);
    const canvas = page.getByTestId('globe-canvas');
    await canvas.waitFor();
    await page
      .getByRole('table', { name: en('app.content.globe.table_label') })
      .getByRole('row')
      .nth(3)
      .waitFor();
    const { countries } = await api<{ countries: { code: string; count: number }[] }>('/users/by-country');
    const india = countries.find((c) => c.code === 'IN')!;
    await shot('globe');

    // The globe opens centred on India.
    const box = (await canvas.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const tooltip = page.getByTestId('globe-tooltip');
    await tooltip.waitFor();
    expect(await tooltip.innerText()).toContain('India');
    expect(await tooltip.innerText()).toContain(en('app.content.globe.users_count', { smart_count: india.count }));
    await shot('globe-hover');

    // Dragging turns the globe: the centre is no longer India.
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 + 1);
    await expect.poll(async () => ((await tooltip.count()) ? await tooltip.innerText() : '')).not.toContain('India');

    // Arrow keys turn it too: 18 steps of 10° from India (78° E) bring 102° W, Mexico, to the centre.
    await page.reload();
    await canvas.focus();
    for (let i = 0; i < 18; i++) await page.keyboard.press('ArrowRight');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(async () => ((await tooltip.count()) ? await tooltip.innerText() : '')).toContain('Mexico');

    // A click (no drag) on a country opens its users.
    await page.reload();
    await canvas.waitFor();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL(/\/users\?filter=/, { waitUntil: 'commit' });
    expect(JSON.parse(appLocation().searchParams.get('filter')!)).toEqual({ country: 'IN' });
    await canvas.waitFor({ state: 'detached' });
    // The users list is another area's screen: give it a moment to draw before the picture.
    await page
      .locator('tbody tr')
      .first()
      .waitFor({ timeout: 10000 })
      .catch(() => undefined);
    await shot('globe-click-users');
  });

  it('lists the same data in a sortable table whose rows link to the users of each country', async () => {
    await go(`/globe`);
    const table = page.getByRole('table', { name: en('app.content.globe.table_label') });
    await table.getByRole('row').nth(1).waitFor();
    const firstCountry = () => table.getByRole('rowheader').first().innerText();
    expect(await firstCountry()).toBe('India');
    await table.getByRole('button', { name: en('app.content.globe.country') }).click();
    expect(await firstCountry()).not.toBe('India');
    await table.getByRole('link', { name: /^India:/ }).click();
    await page.waitForURL(/\/users\?filter=/, { waitUntil: 'commit' });
    expect(JSON.parse(appLocation().searchParams.get('filter')!)).toEqual({ country: 'IN' });
  });

  it('looks right in the dark theme', async () => {
    const dark = await openPage(browser, { colorScheme: 'dark' });
    await signInBeforeLoad(dark.page);
    await dark.page.goto(hashRouting ? `${url}/#/globe` : `${url}/globe`);
    await dark.page
      .getByTestId('globe-canvas')
      .waitFor()
      .catch(async (e: unknown) => {
        await dark.page.screenshot({ path: path.join(root, 'tests/.tmp/content-failure-dark.png') });
        throw e;
      });
    await dark.page.getByRole('table').getByRole('row').nth(3).waitFor();
    await dark.page.screenshot({ path: path.join(shots, 'globe-dark.png'), fullPage: true });
    await expectReadableInDark(dark.page, '/globe');
    await dark.page.context().close();
  });
});

describe('console', () => {
  it('logged no errors on these screens', () => {
    expect(errors).toEqual([]);
  });
});
