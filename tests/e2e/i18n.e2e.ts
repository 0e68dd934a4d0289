import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './helpers/browser';
import { DEMO, signInAs } from './helpers/auth';
import { e2eServers } from './helpers/servers';

/**
 * Hindi in a real browser against the production build: the switch in the account menu, the
 * sidebar and the sign-in screen in Devanagari, English where Hindi lacks a key, the choice
 * remembered, and the Hindi catalogue a chunk of its own that English sessions never download.
 */

const root = path.resolve(import.meta.dirname, '../..');
const screenshots = path.join(root, 'tests/screenshots/i18n');

type Messages = { [key: string]: string | Messages };
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Messages;
const lookup = (catalogue: Messages, key: string): string | undefined => {
  let node: string | Messages | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
};
const EN = read('i18n/en.json');
const HI = read('i18n/hi.json');
const en = (key: string) =>
  lookup(EN, key) ??
  (() => {
    throw new Error(`no English text for ${key}`);
  })();
const hi = (key: string) =>
  lookup(HI, key) ??
  (() => {
    throw new Error(`no Hindi text for ${key}`);
  })();

const DEVANAGARI = /[\u0900-\u097F]/;
/** Hindi texts that appear nowhere in the English catalogue: only the Hindi chunk can contain them. */
const HINDI_ONLY = [hi('app.auth.sign_in_title'), hi('app.nav.manage_users'), hi('ra.action.save')];
/** JS as the browser received it, with \uXXXX escapes decoded (bundlers may escape non-ASCII text). */
const decode = (js: string) => js.replace(/\\u([0-9a-fA-F]{4})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const hasHindiCatalogue = (js: string) => HINDI_ONLY.every((t) => decode(js).includes(t));

const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(screenshots, { recursive: true });
  for (const t of HINDI_ONLY) expect(JSON.stringify(EN)).not.toContain(t);
});

afterAll(async () => {
  await browser?.close();
});

/** Records every script the page downloads, with its text. */
function recordScripts(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script' || r.url().endsWith('.js'))
      scripts.set(
        r.url(),
        r.text().catch(() => ''),
      );
  });
  return scripts;
}

const sidebar = (page: Page) => page.getByTestId('sidebar');
const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

async function chooseLanguage(page: Page, accountMenuLabel: string, language: 'English' | 'हिन्दी') {
  await page.getByRole('button', { name: accountMenuLabel }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

// The dashboard's charts and a shared two-core machine make single steps slow: a generous timeout.
describe('Hindi', { timeout: 120000 }, () => {
  // One session, step by step: English first, then the switch, a reload, and the sign-out.
  let page: Page;
  let errors: string[];
  let scripts: Map<string, Promise<string>>;
  const english = new Map<string, string>();

  it('an English session downloads no script holding the Hindi catalogue', async () => {
    ({ page, errors } = await openPage(browser));
    scripts = recordScripts(page);
    await signInAs(page, url, dataDir, DEMO.admin, '/dashboard');
    await page.getByRole('searchbox', { name: en('app.shell.search_label') }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await lang(page)).toBe('en');
    expect(await sidebar(page).textContent()).not.toMatch(DEVANAGARI);
    for (const [u, text] of scripts) english.set(u, await text);
    expect(english.size).toBeGreaterThan(0);
    expect([...english].filter(([, js]) => hasHindiCatalogue(js)).map(([u]) => u)).toEqual([]);
  });

  it('switches to Hindi from the account menu: Devanagari in the sidebar, English for a key Hindi lacks', async () => {
    // The switch is a radio item of the account menu itself (no submenu).
    await chooseLanguage(page, en('app.shell.account.menu_label'), 'हिन्दी');
    await sidebar(page).getByText(hi('app.nav.manage_users'), { exact: true }).waitFor();
    expect(await lang(page)).toBe('hi');
    expect(await sidebar(page).textContent()).toMatch(DEVANAGARI);
    // A key Hindi lacks (the CMS entry) shows its English text, not the raw key.
    expect(lookup(HI, 'app.nav.cms')).toBeUndefined();
    expect(await sidebar(page).getByText(en('app.nav.cms'), { exact: true }).count()).toBe(1);
    expect(await sidebar(page).getByText('app.nav.cms').count()).toBe(0);
    // The group with the longest labels, for the screenshot.
    await page.getByRole('button', { name: hi('app.nav.manage_users'), exact: true }).click();
    await sidebar(page).getByText(hi('app.nav.errors_reported'), { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(screenshots, 'dashboard-hi.png') });
  });

  it('downloaded the Hindi catalogue only now, as a chunk of its own', async () => {
    const hindiChunks: string[] = [];
    for (const [u, text] of scripts) if (!english.has(u) && hasHindiCatalogue(await text)) hindiChunks.push(u);
    expect(hindiChunks).toHaveLength(1);
    expect(new URL(hindiChunks[0]).pathname).toMatch(/^\/assets\/hi[-.][\w-]*\.js$/);
  });

  it('remembers the choice across a reload (react-admin store key `locale`)', async () => {
    expect(await page.evaluate(() => localStorage.getItem('RaStore.locale'))).toBe('"hi"');
    await page.reload();
    await sidebar(page).getByText(hi('app.nav.manage_users'), { exact: true }).waitFor();
    expect(await lang(page)).toBe('hi');
  });

  it('shows the account menu, the Help Center, the logout confirmation and then the sign-in screen in Hindi', async () => {
    await page.getByRole('button', { name: hi('app.shell.account.menu_label') }).click();
    const logout = page.getByRole('menuitem', { name: hi('app.shell.account.logout') });
    await logout.waitFor();
    await page.screenshot({ path: path.join(screenshots, 'account-menu-hi.png') });
    await page.getByRole('menuitem', { name: hi('app.shell.account.help') }).click();
    const help = page.getByRole('dialog', { name: hi('app.help.title') });
    await help.getByText(hi('app.help.sections.global_regulations')).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(screenshots, 'help-center-hi.png') });
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: hi('app.shell.account.menu_label') }).click();
    await logout.click();
    const dialog = page.getByRole('dialog', { name: hi('app.account.logout') });
    await dialog.getByText(hi('app.account.logout_confirm')).waitFor();
    await page.screenshot({ path: path.join(screenshots, 'logout-confirm-hi.png') });
    await dialog.getByRole('button', { name: hi('app.account.logout') }).click();
    await page.waitForURL(/\/signin$/);
    await page.getByRole('heading', { name: hi('app.auth.sign_in_title') }).waitFor();
    await page.getByRole('button', { name: hi('app.auth.sign_in') }).waitFor();
    expect(await page.locator('main').textContent()).toMatch(DEVANAGARI);
    expect(await lang(page)).toBe('hi');
    await page.screenshot({ path: path.join(screenshots, 'signin-hi.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows statuses and react-admin’s own texts in Hindi on a list screen', async () => {
    const { page, errors } = await openPage(browser);
    await signInAs(page, url, dataDir, DEMO.admin, '/in-progress');
    await page.getByRole('searchbox', { name: en('app.shell.search_label') }).waitFor();
    await chooseLanguage(page, en('app.shell.account.menu_label'), 'हिन्दी');
    await page
      .getByRole('heading', { name: hi('app.enums.orderStatus.in_progress') })
      .or(page.getByText(hi('app.enums.orderStatus.in_progress')).first())
      .first()
      .waitFor();
    // react-admin's pagination ("1-25 of 80") comes from the Hindi ra.* subset.
    await expect.poll(() => page.getByText(/^\d+-\d+ में से|में से \d+-\d+$/).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(screenshots, 'orders-in-progress-hi.png'), fullPage: false });

    // And back to English.
    await chooseLanguage(page, hi('app.shell.account.menu_label'), 'English');
    await sidebar(page).getByText(en('app.nav.manage_users'), { exact: true }).waitFor();
    expect(await lang(page)).toBe('en');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('an English visitor of the sign-in screen never downloads the Hindi catalogue', async () => {
    const { page, errors } = await openPage(browser);
    const scripts = recordScripts(page);
    await page.goto(`${url}/signin`);
    await page.getByRole('heading', { name: en('app.auth.sign_in_title') }).waitFor();
    await page.waitForLoadState('networkidle');
    for (const [u, text] of scripts) expect(hasHindiCatalogue(await text), u).toBe(false);
    expect([...scripts.keys()].filter((u) => /\/assets\/hi[-.]/.test(u))).toEqual([]);
    expect(await lang(page)).toBe('en');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('Devanagari on a machine without a Devanagari system font', () => {
  it('draws the bold Hindi headings of the sign-in page with real glyphs, not boxes', async () => {
    const { page, errors } = await openPage(browser);
    await page.goto(`${url}/nointernet`);
    await page.evaluate(() => localStorage.setItem('RaStore.locale', '"hi"'));
    await page.goto(`${url}/signin`);
    const heading = page.getByRole('heading', { name: hi('app.auth.sign_in_title') });
    await heading.waitFor();
    await page.waitForLoadState('networkidle');
    // The first word as drawn on the page against the same word in the webfont at the heading's
    // weight and size; boxes have another width. One word: a space comes from another font.
    const widths = await heading.evaluate(async (element) => {
      await document.fonts.ready;
      const text = element.firstChild!;
      const word = text.textContent!.split(' ')[0];
      const range = document.createRange();
      range.setStart(text, 0);
      range.setEnd(text, word.length);
      const style = getComputedStyle(element);
      const span = document.createElement('span');
      span.style.cssText = `font: ${style.fontWeight} ${style.fontSize} "Noto Sans Devanagari"; position: absolute; visibility: hidden; white-space: nowrap`;
      span.textContent = word;
      document.body.append(span);
      await document.fonts.load(span.style.font, word);
      const result = { drawn: range.getBoundingClientRect().width, webfont: span.getBoundingClientRect().width, weight: style.fontWeight };
      span.remove();
      return result;
    });
    expect(Number(widths.weight)).toBeGreaterThanOrEqual(600);
    expect(Math.abs(widths.drawn - widths.webfont)).toBeLessThan(0.5);
    await page.screenshot({ path: path.join(screenshots, 'signin-hindi.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('draws Hindi names with the shipped webfont, which an English screen without Devanagari never fetches', async () => {
    const { page, errors } = await openPage(browser);
    const fonts: string[] = [];
    page.on('request', (r) => {
      if (/\.woff2?(\?|$)/.test(r.url())) fonts.push(r.url());
    });
    await page.goto(`${url}/signin`);
    await page.getByRole('heading', { name: en('app.auth.sign_in_title') }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fonts).toEqual([]);

    await signInAs(page, url, dataDir, DEMO.admin, '/users');
    await page.getByRole('searchbox', { name: en('app.shell.search_label') }).fill('neha.kumar');
    const name = page.locator('tbody').getByText('नेहा', { exact: false }).first();
    await name.waitFor();
    await page.waitForFunction(() =>
      [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Noto Sans Devanagari' && f.status === 'loaded'),
    );
    expect(fonts.some((u) => /noto-sans-devanagari/.test(u))).toBe(true);
    expect(await page.evaluate(() => document.fonts.check('32px "Noto Sans Devanagari"', 'नेहा कुमार'))).toBe(true);
    // Drawn with the webfont, the name has real glyphs; with only the fallback it would be boxes
    // of one width each. The two measurements differ only when the glyphs are there.
    const widths = await page.evaluate(() => {
      const measure = (family: string) => {
        const span = document.createElement('span');
        span.style.cssText = `font: 32px ${family}; position: absolute; visibility: hidden; white-space: nowrap`;
        span.textContent = 'नेहा कुमार';
        document.body.append(span);
        const w = span.getBoundingClientRect().width;
        span.remove();
        return w;
      };
      return { webfont: measure('"Noto Sans Devanagari"'), fallback: measure('monospace') };
    });
    expect(Math.abs(widths.webfont - widths.fallback)).toBeGreaterThan(4);
    await page.screenshot({ path: path.join(screenshots, 'users-hindi-names.png') });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
