import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession } from './helpers/auth';
import { signedInScript } from './helpers/firstPageJs';
import { ROLE_ACCOUNTS } from './helpers/routeChecks';
import { e2eServers } from './helpers/servers';

/**
 * #39.11: what a person does on the pre-drawn /users (src/firstScreen) before the admin app has
 * taken over is not lost: the search text and its caret go on in the live search box, a click on
 * a row, a tab or a sort header is performed once the list is live, and neither the title nor
 * the search box moves or goes at the hand-over.
 */
const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(init = '', view: { width?: number; colorScheme?: 'light' | 'dark' } = {}) {
  const { token, admin } = await apiSession(url, dataDir, ROLE_ACCOUNTS.admin);
  const probe = await openPage(browser, { width: 1366, height: 860, ...view });
  await probe.page.context().addInitScript(signedInScript(token, admin) + init);
  return probe;
}

/**
 * Holds the app's chunks whose address matches until released: the phase before them lasts as
 * long as the test needs (a slow device or network does the same, for less predictable times).
 */
async function holdChunk(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  return release;
}
const ADMIN_APP = /\/assets\/App-[^/]+\.js$/;
const USER_LIST = /\/assets\/UserList-[^/]+\.js$/;

/** The pre-drawn list with its rows, while the admin app's code is held back. */
async function preDrawnUsers(page: Page): Promise<() => void> {
  const release = await holdChunk(page, ADMIN_APP);
  await page.goto(`${url}/users`);
  await page.waitForFunction(() => document.querySelectorAll('.first-screen tbody tr').length === 25);
  return release;
}

/** A person's click: at the middle of what they see of it (a wide row goes past a phone's edge), whatever element is there. */
async function clickMiddle(page: Page, selector: string): Promise<void> {
  const box = (await page.locator(selector).first().boundingBox())!;
  const seenWidth = Math.min(box.x + box.width, page.viewportSize()!.width) - Math.max(box.x, 0);
  await page.mouse.click(Math.max(box.x, 0) + seenWidth / 2, box.y + box.height / 2);
}

const liveRowsDrawn = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('.first-screen') && document.querySelectorAll('#main-content tbody tr').length > 0);

describe('the pre-drawn /users takes input (#39.11)', () => {
  it('carries what is typed into its search, and the caret, into the live search, which runs it', async () => {
    const { page, errors } = await signedInPage();
    // A slow device: the rest of the typing lands while the admin app's code runs and takes over.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const release = await preDrawnUsers(page);
    await clickMiddle(page, '.first-screen .app-search input');
    // "Pam" with the caret before the "m"; the rest is typed while the admin app takes over.
    await page.keyboard.type('Pam');
    await page.keyboard.press('ArrowLeft');
    release();
    await page.keyboard.type('ra');
    const live = () =>
      page.evaluate(() => {
        const input = document.querySelector<HTMLInputElement>('.app-shell .app-search input');
        return (
          input && { value: input.value, focused: input === document.activeElement, caret: [input.selectionStart, input.selectionEnd] }
        );
      });
    await expect.poll(live).toEqual({ value: 'Param', focused: true, caret: [4, 4] });
    await page.waitForURL((u) => u.searchParams.get('search') === 'Param');
    await liveRowsDrawn(page);
    await expect
      .poll(() => page.locator('#main-content tbody tr').allInnerTexts())
      .toSatisfy((rows: string[]) => rows.length > 0 && rows.length < 25 && rows.every((r) => /param/i.test(r)));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('opens the record of a row clicked before the list is live', async () => {
    const { page, errors } = await signedInPage();
    const release = await preDrawnUsers(page);
    const row = '.first-screen tbody tr:nth-child(3)';
    const username = (await page.locator(`${row} td`).first().innerText()).match(/@\S+/)![0];
    await clickMiddle(page, row);
    release();
    await page.waitForURL(/\/users\/[^/]+\/show$/, { timeout: 20_000 });
    await page.locator('#main-content').getByText(username).first().waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('performs a tab clicked before the list is live', async () => {
    const { page, errors } = await signedInPage();
    const release = await preDrawnUsers(page);
    await clickMiddle(page, '.first-screen [role="tab"]:nth-child(4)');
    const tab = await page.locator('.first-screen [role="tab"]:nth-child(4)').innerText();
    release();
    await page.locator('#main-content').getByRole('tab', { name: tab, selected: true }).waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('performs a sort header clicked before the list is live', async () => {
    const { page, errors } = await signedInPage();
    const release = await preDrawnUsers(page);
    // Member since, newest first as the list opens: a click turns it to oldest first.
    await clickMiddle(page, '.first-screen thead th:last-child .app-list-sort');
    release();
    await page.waitForURL((u) => u.searchParams.get('order') === 'ASC' && u.searchParams.get('sort') === 'memberSince', {
      timeout: 20_000,
    });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * Notes, in every animation frame from the first screen's first on, where each search box on
 * screen is and which titles are on screen: what a person sees, frame by frame.
 */
const WATCH_FRAMES = `
window.__frames = [];
(function sample() {
  const first = document.querySelector('.first-screen');
  if (first || window.__frames.length > 0) {
    const seen = (e) => e.checkVisibility({ visibilityProperty: true }) && e.getBoundingClientRect().width > 0;
    window.__frames.push({
      stage: first ? first.getAttribute('data-stage') || 'first' : 'gone',
      boxes: [...document.querySelectorAll('.app-search')].filter(seen).map((e) => {
        const r = e.getBoundingClientRect();
        return [r.x, r.y, r.width, r.height].join(' ');
      }),
      titles: [...document.querySelectorAll('.first-screen-title, #react-admin-title')]
        .filter(seen)
        .map((e) => e.innerText.trim())
        .filter(Boolean),
    });
  }
  requestAnimationFrame(sample);
})();`;

interface Frame {
  stage: string;
  boxes: string[];
  titles: string[];
}
const frames = (page: Page) => page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames);
const framesIn = async (page: Page, stage: string) => (await frames(page)).filter((f) => f.stage === stage).length;

describe('the pre-drawn /users hands over in place (#39.11)', () => {
  it('keeps its title and its search box where they are, frame by frame', async () => {
    const { page, errors } = await signedInPage(WATCH_FRAMES);
    // The list's own code held: the admin app's shell is drawn around the pre-drawn rows for a while.
    const release = await holdChunk(page, USER_LIST);
    await page.goto(`${url}/users`);
    await page.waitForSelector('.first-screen[data-stage="content"]');
    await expect.poll(() => framesIn(page, 'content')).toBeGreaterThan(3);
    release();
    await liveRowsDrawn(page);
    await expect.poll(() => framesIn(page, 'gone')).toBeGreaterThan(3);
    const seen = await frames(page);
    expect(seen.filter((f) => f.stage === 'first').length).toBeGreaterThan(0);
    // One title in every frame, always the same; one search box, always in the same place.
    expect(new Set(seen.map((f) => JSON.stringify(f.titles)))).toEqual(new Set([JSON.stringify(['Users'])]));
    expect(new Set(seen.map((f) => f.boxes.length))).toEqual(new Set([1]));
    expect(new Set(seen.map((f) => f.boxes[0])).size).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

const shots = path.resolve(import.meta.dirname, '../screenshots/firstScreenInput');

describe('screenshots of the pre-drawn /users holding input (#39.11)', () => {
  it.each([
    { width: 1440, colorScheme: 'light' },
    { width: 1440, colorScheme: 'dark' },
    { width: 390, colorScheme: 'light' },
    { width: 390, colorScheme: 'dark' },
  ] as const)('$colorScheme at $width px: typed search, a held row click', async ({ width, colorScheme }) => {
    fs.mkdirSync(shots, { recursive: true });
    const { page } = await signedInPage('', { width, colorScheme });
    const release = await preDrawnUsers(page);
    await clickMiddle(page, '.first-screen .app-search input');
    await page.keyboard.type('Param');
    await clickMiddle(page, '.first-screen tbody tr:nth-child(2)');
    await page.locator('.first-screen tbody tr.is-held').waitFor();
    await page.screenshot({ path: path.join(shots, `held-${colorScheme}-${width}.png`) });
    release();
    await page.context().close();
  });
});
