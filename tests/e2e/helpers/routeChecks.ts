import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import raEnglish from 'ra-language-english';
import { allShellEntries, NAV_GROUPS, SERVICE_DASHBOARDS, type NavEntry } from '../../../src/domain/navigation';
import { permissionsOf, type PermissionSubject } from '../../../src/domain/permissions';

/**
 * Shared by routes.e2e.ts, helpers/a11ySuites.ts and keyboard.e2e.ts: the catalogue (with the screens'
 * fragments not merged yet), what each route must show once it is ready, the checks every
 * page passes (no error toast, no crash screen, named icon buttons) and the axe scan.
 */

const root = path.resolve(import.meta.dirname, '../../..');
type Messages = { [key: string]: string | Messages };
export type Lang = 'en' | 'hi';

function readCatalogue(lang: Lang): Messages[] {
  const dir = path.join(root, 'i18n/fragments');
  const fragments = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith(`.${lang}.json`)) : [];
  const files = [path.join(root, `i18n/${lang}.json`), ...fragments.map((f) => path.join(dir, f))].filter((f) => fs.existsSync(f));
  return files.map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Messages);
}

const CATALOGUES: Record<Lang, Messages[]> = {
  // The fragments win over the main file, as the merge does; react-admin's own texts come last.
  en: [...readCatalogue('en').reverse(), raEnglish as unknown as Messages],
  hi: readCatalogue('hi').reverse(),
};

function lookup(catalogues: Messages[], key: string): string | undefined {
  for (const catalogue of catalogues) {
    let node: string | Messages | undefined = catalogue;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node === 'string') return node;
  }
  return undefined;
}

/** The text of a catalogue key in `lang` (Hindi falls back to English, as the app does). */
export function t(key: string, args: Record<string, string | number> = {}, lang: Lang = 'en'): string {
  const text = (lang === 'hi' ? lookup(CATALOGUES.hi, key) : undefined) ?? lookup(CATALOGUES.en, key);
  if (text === undefined) throw new Error(`no text for ${key}`);
  const variants = text.split(' |||| ');
  const chosen = args.smart_count !== undefined && Number(args.smart_count) !== 1 && variants[1] ? variants[1] : variants[0];
  return chosen.replace(/%\{(\w+)\}/g, (_m, k: string) => String(args[k] ?? ''));
}

function allTexts(node: string | Messages, out: string[]): string[] {
  if (typeof node === 'string') out.push(...node.split(' |||| '));
  else for (const v of Object.values(node)) allTexts(v, out);
  return out;
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every catalogue text of both languages; placeholders (%{name}) match anything. */
const CATALOGUE_TEXTS = (() => {
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  for (const c of [...CATALOGUES.en, ...CATALOGUES.hi]) {
    for (const text of allTexts(c, [])) {
      if (text.includes('%{'))
        templates.push(
          new RegExp(
            `^${text
              .split(/%\{\w+\}/)
              .map(escapeRe)
              .join('.+')}$`,
            's',
          ),
        );
      else exact.add(text.trim());
    }
  }
  return { exact, templates };
})();

/**
 * English texts whose every key has a different Hindi text: shown in a Hindi session, such a
 * text is a name the Hindi catalogue covers but the screen did not translate.
 */
const TRANSLATED_ENGLISH = (() => {
  const state = new Map<string, boolean>();
  const walk = (node: string | Messages, key: string[]) => {
    if (typeof node !== 'string') {
      for (const [k, v] of Object.entries(node)) walk(v, [...key, k]);
      return;
    }
    const hi = lookup(CATALOGUES.hi, key.join('.'));
    const translated = hi !== undefined && hi !== node;
    for (const text of node.split(' |||| ')) {
      if (text.includes('%{')) continue;
      state.set(text.trim(), (state.get(text.trim()) ?? true) && translated);
    }
  };
  for (const c of CATALOGUES.en) walk(c, []);
  return new Set([...state].filter(([, translated]) => translated).map(([text]) => text));
})();

export function isUntranslatedInHindi(s: string): boolean {
  return TRANSLATED_ENGLISH.has(s.trim());
}

/** A form field's accessible name: its label, with MUI's " *" when required. */
export function fieldName(key: string, args: Record<string, string | number> = {}, lang: Lang = 'en'): RegExp {
  return new RegExp(`^${escapeRe(t(key, args, lang))}(\\s*\\*)?$`);
}

export function isCatalogueText(s: string): boolean {
  const text = s.trim();
  return CATALOGUE_TEXTS.exact.has(text) || CATALOGUE_TEXTS.templates.some((re) => re.test(text));
}

// ---------------------------------------------------------------- routes and roles

export const ROLE_ACCOUNTS = {
  admin: 'admin@example.com',
  employee: 'employee@example.com',
  tech_support: 'support@example.com',
  custom: 'custom@example.com',
} as const;
export type RoleName = keyof typeof ROLE_ACCOUNTS;

export const SHELL_ROUTES: NavEntry[] = allShellEntries();

/**
 * One route per screen: the service dashboards and the order lists are one component each, on
 * another filter, so a check that does not depend on the data (a theme's contrast, a language's
 * names, a role's requests) needs only the first of their group.
 */
const FAMILY_GROUPS = new Set(['dashboard', 'orders']);
export const SCREEN_ROUTES: NavEntry[] = SHELL_ROUTES.filter((entry) => {
  const group = NAV_GROUPS.find((g) => g.entries.some((e) => e.path === entry.path));
  return !group || !FAMILY_GROUPS.has(group.id) || group.entries[0].path === entry.path;
});

/** The routes `admin` (as the server returned it at sign-in) may open. */
export function allowedPaths(admin: Record<string, unknown>): Set<string> {
  const granted = permissionsOf(admin as unknown as PermissionSubject);
  return new Set(SHELL_ROUTES.filter((e) => granted.includes(e.permission)).map((e) => e.path));
}

export function groupOf(entry: NavEntry) {
  return NAV_GROUPS.find((g) => g.entries.some((e) => e.path === entry.path));
}

/** What the page title says on a route: the sidebar label, except where the page names its whole group. */
export function titleOf(entry: NavEntry, lang: Lang = 'en'): string {
  if (entry.path === '/administrators-all') return t('app.nav.administrators', {}, lang);
  return t(entry.labelKey, {}, lang);
}

type Kind = 'dashboard' | 'globe' | 'wallet' | 'media' | 'list';
const DASHBOARD_PATHS = new Set<string>(['/dashboard', ...SERVICE_DASHBOARDS.map((d) => d.path)]);
export function kindOf(path: string): Kind {
  if (DASHBOARD_PATHS.has(path)) return 'dashboard';
  if (path === '/globe') return 'globe';
  if (path === '/my-wallet') return 'wallet';
  if (path === '/user-media') return 'media';
  return 'list';
}

/** Client-side navigation (react-router listens to popstate): no reload, the session's caches stay. */
export async function clientGo(page: Page, to: string): Promise<void> {
  await page.evaluate((p) => {
    window.history.pushState(null, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/**
 * Waits until `entry` shows its title and its content with data: figures for a dashboard, the
 * globe, the wallet's figures, media tiles, or for a list at least one row or its empty state.
 * With React transitions the previous page stays until the next one is ready, so the title is
 * checked first: content found before it would be the previous page's.
 */
export async function waitForRoute(page: Page, entry: NavEntry, lang: Lang = 'en', timeout = 30_000): Promise<void> {
  await page.waitForURL((u) => u.pathname === entry.path, { timeout });
  await page.waitForFunction(
    ({ title, kind, path }) => {
      const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
      const main = document.querySelector('#main-content');
      if (!main) return false;
      // The sidebar marks the route current in the same commit as the page is drawn.
      const link = document.querySelector(`[data-testid="sidebar"] nav a[href="${path}"]`);
      if (link?.getAttribute('aria-current') !== 'page') return false;
      const region = norm(document.querySelector('#react-admin-title')?.textContent);
      const headings = [...main.querySelectorAll('h1, h2')].map((h) => norm(h.textContent));
      if (title !== null && !region.includes(title) && !headings.some((h) => h.includes(title))) return false;
      if (main.querySelector('[aria-busy="true"], .MuiSkeleton-root')) return false;
      const rows = main.querySelectorAll('.app-list-body > .app-list-row').length;
      const empty = !!main.querySelector('[role=status] [data-testid="InboxOutlinedIcon"]');
      switch (kind) {
        case 'dashboard':
          return !!main.querySelector('h1') && main.querySelectorAll('[data-testid^="figure-"]').length > 0;
        case 'globe':
          return !!main.querySelector('[data-testid="globe-canvas"]') && !!main.querySelector('h1');
        case 'wallet':
          return main.querySelectorAll('[data-testid^="wallet-"]').length > 0 && (rows > 0 || empty);
        case 'media':
          return main.querySelectorAll('ul > li img, ul > li video').length > 0 || empty;
        default:
          return rows > 0 || empty;
      }
    },
    // Hindi titles mix catalogue keys (nav labels, resource names): there the sidebar's mark is the signal.
    { title: lang === 'en' ? titleOf(entry, lang).toLowerCase() : null, kind: kindOf(entry.path), path: entry.path },
    { timeout, polling: 100 },
  );
}

/** The heading of the not-allowed screen is visible, and no data of the route is. */
export async function expectNotAllowed(page: Page, entry: NavEntry, lang: Lang = 'en'): Promise<void> {
  await page.waitForURL((u) => u.pathname === entry.path);
  await page
    .getByRole('heading', { level: 1, name: t('app.errors.not_allowed_title', {}, lang), exact: true })
    .waitFor({ state: 'visible', timeout: 20_000 });
  await page.getByText(t('app.errors.not_allowed_text', {}, lang), { exact: true }).waitFor({ state: 'visible' });
  const leaked = await page.evaluate(() => {
    const main = document.querySelector('#main-content');
    return main
      ? main.querySelectorAll(
          '.app-list-body > .app-list-row, [data-testid^="figure-"], [data-testid^="wallet-"], [data-testid="globe-canvas"]',
        ).length
      : 0;
  });
  expect(leaked, `${entry.path} shows data to a role that may not use it`).toBe(0);
}

// ---------------------------------------------------------------- page checks

/** Error toasts and crash screens currently visible (the texts of the error catalogue). */
export async function visibleErrors(page: Page, lang: Lang = 'en'): Promise<string[]> {
  const texts = ['app.messages.runtime_error', 'app.messages.unexpected_error', 'app.messages.render_crash'].map((k) => t(k, {}, lang));
  return page.evaluate((errorTexts) => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('.RaNotification-error, .RaNotification-warning')) found.push(`toast: ${el.textContent}`);
    const body = document.body.innerText;
    for (const text of errorTexts) if (body.includes(text)) found.push(`text: ${text}`);
    // react-admin's own error page, if a screen ever falls through to it.
    if (document.querySelector('.RaError-root, .RaError')) found.push('react-admin error page');
    return found;
  }, texts);
}

export interface UnnamedControl {
  html: string;
  name: string;
  problem: string;
}

/**
 * Buttons (and links) that show no text must carry a name (aria-label, aria-labelledby or
 * title), and that name must come from the catalogue: English, Hindi, or react-admin's.
 * Returns the offenders among the visible ones.
 */
export async function iconControlNames(page: Page, lang: Lang = 'en'): Promise<UnnamedControl[]> {
  const found = await page.evaluate(() => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
    };
    const out: { html: string; name: string }[] = [];
    for (const el of document.querySelectorAll('button, [role="button"], a[href], [role="menuitem"], [role="tab"]')) {
      if (!visible(el)) continue;
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text) continue;
      const labelledBy = (el.getAttribute('aria-labelledby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
        .join(' ')
        .trim();
      const name = (el.getAttribute('aria-label') ?? '').trim() || labelledBy || (el.getAttribute('title') ?? '').trim();
      out.push({ html: el.outerHTML.slice(0, 160), name });
    }
    return out;
  });
  return found.flatMap((c) => {
    if (!c.name) return [{ ...c, problem: 'no accessible name' }];
    if (!isCatalogueText(c.name)) return [{ ...c, problem: 'name not from the catalogue' }];
    if (lang === 'hi' && isUntranslatedInHindi(c.name))
      return [{ ...c, problem: 'English name in a Hindi session although the Hindi catalogue has it' }];
    return [];
  });
}

export interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** axe-core on the page (or only inside `include`): the serious and critical violations. */
export async function seriousViolations(page: Page, include?: string): Promise<Violation[]> {
  // Legacy mode runs axe in the page itself; the default opens a blank page per scan to merge
  // frame results, which tripled the time of a scan here (the app has no iframes to merge).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} :: ${n.html.slice(0, 140)} :: ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`),
    }));
}

/** The sidebar links the page offers after opening each group in turn (groups unmount closed entries). */
export async function sidebarPaths(page: Page): Promise<{ paths: Set<string>; groups: string[] }> {
  const nav = page.locator('[data-testid="sidebar"] nav');
  const paths = new Set<string>();
  const groupButtons = nav.locator('[aria-controls^="nav-group-"]');
  const groups = await groupButtons.evaluateAll((els) => els.map((e) => e.getAttribute('aria-controls')!.replace('nav-group-', '')));
  for (const id of groups) {
    const button = nav.locator(`[aria-controls="nav-group-${id}"]`);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await nav.locator(`#nav-group-${id}`).waitFor();
    for (const href of await nav.locator(`#nav-group-${id} a[href]`).evaluateAll((els) => els.map((e) => e.getAttribute('href')!)))
      paths.add(href);
  }
  for (const href of await nav.locator('a[href^="/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')!))) paths.add(href);
  return { paths, groups };
}

/** Opens `entry` from the sidebar the way a person would: its group first, then its link. */
export async function openFromSidebar(page: Page, entry: NavEntry, lang: Lang = 'en'): Promise<void> {
  const nav = page.locator('[data-testid="sidebar"] nav');
  const group = groupOf(entry);
  if (group) {
    const button = nav.locator(`[aria-controls="nav-group-${group.id}"]`);
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  }
  const link = nav.locator(`a[href="${entry.path}"]`);
  await link.click();
  await waitForRoute(page, entry, lang);
  expect(await link.getAttribute('aria-current')).toBe('page');
}

/** Waits until the app shell is up (sidebar drawn with its permissions). */
export async function waitForShell(page: Page): Promise<void> {
  await page.locator('[data-testid="sidebar"] nav a[href]').first().waitFor({ timeout: 30_000 });
}

export function formatViolations(vs: Violation[]): string {
  return vs.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join('\n    ')}`).join('\n');
}
