import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import Papa from 'papaparse';
import englishMessages from 'ra-language-english';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession, DEMO, signInAs } from './helpers/auth';
import { e2eServers } from './helpers/servers';
import { en } from './helpers/catalogue';
import { animationsSettled } from './helpers/settled';
import { EXPORT_COLUMNS } from '../../src/domain/exports/exportDefinitions';
import type { CollectionName } from '../../src/domain/collections';

/**
 * #39.12: every list's export is written as the list reads (names, labels, dates in the admin's
 * locale, phones without an apostrophe), and the audit log shows times, people and changes as a
 * person reads them, with the raw entry kept on its record page.
 */
const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/screenshots/readableExports');
const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;
let page: Page;
let token: string;

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A raw field name or enum value: lower camel or snake case ("reviewedAt", "cancelled_by_admin"). */
const RAW_NAME = /^[a-z]+(?:[A-Z_][a-zA-Z_]*)+$/;

async function api<T>(method: string, pathAndQuery: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}/api${pathAndQuery}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as T;
}

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  ({ token } = await apiSession(url, dataDir, DEMO.admin));
  ({ page } = await openPage(browser));
  await signInAs(page, url, dataDir, DEMO.admin, '/dashboard');
  // An entry of this file's own: a verification decided through the API (status, time and reviewer change).
  const [pending] = await api<{ id: number; version: number }[]>('GET', '/verification-requests?status=pending&_start=0&_end=1');
  await api('POST', `/verification-requests/${pending.id}/actions/verify`, { version: pending.version });
});
afterAll(() => browser?.close());

async function exportFrom(route: string): Promise<string[][]> {
  await page.goto(`${url}${route}`);
  await page.locator('.app-list-body > .app-list-row').first().waitFor();
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: englishMessages.ra.action.export }).click();
  const file = await (await download).path();
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text.trimEnd()).data;
}

describe('exports read as the lists do (#39.12)', () => {
  it.each([
    ['/strikes', 'strikes'],
    ['/admins', 'admins'],
    ['/audit-log', 'audit-log'],
  ] as const)('%s: names, labels and local dates; no ids, codes, ISO times or apostrophes', async (route, collection) => {
    const rows = await exportFrom(route);
    const columns = EXPORT_COLUMNS[collection as CollectionName]!;
    expect(rows[0]).toEqual(columns.map((c) => en(c.header ?? `resources.${collection}.fields.${c.source}`)));
    expect(rows.length).toBeGreaterThan(1);
    const bad: string[] = [];
    // Other files' tests delete records they made (a language, a category): the entries about
    // such a record can only say "Unknown (#n)". They are the records some entry deleted.
    const action = columns.findIndex((c) => c.source === 'action');
    const deletions = new Set(['delete', 'import_delete_all'].map((a) => en(`app.administration.audit.actions.${a}`)));
    const target = (row: string[]) => columns.map((c, i) => (c.source === 'resource' || c.source === 'recordId' ? row[i] : '')).join('\n');
    const deleted = new Set(
      collection === 'audit-log'
        ? rows
            .slice(1)
            .filter((r) => deletions.has(r[action]))
            .map(target)
        : [],
    );
    for (const row of rows.slice(1).filter((r) => !deleted.has(target(r))))
      columns.forEach((column, i) => {
        const cell = row[i] ?? '';
        if (ISO_TIME.test(cell) || cell.startsWith("'")) bad.push(`${column.source}: ${cell}`);
        // A bare id, or a named record the admin may read written as unknown ("Unknown (#3)"); a record
        // of a collection without names (a list import) reads "#2".
        if ((column.lookup || column.lookupIn) && /^\d+$|\(#\d+\)$/.test(cell)) bad.push(`${column.source}: ${cell}`);
        if (column.label && RAW_NAME.test(cell)) bad.push(`${column.source}: ${cell}`);
        // A change reads "Label: before → after": never a field's own name.
        if (column.kind === 'changes' && cell.split('; ').some((c) => RAW_NAME.test(c.split(':')[0])))
          bad.push(`${column.source}: ${cell}`);
      });
    expect(bad.slice(0, 5)).toEqual([]);
  });
});

describe('audit log (#39.12)', () => {
  it('shows the time in the admin’s locale, the admin and the record by name, the change in words, the raw entry on request', async () => {
    await page.goto(`${url}/audit-log`);
    const row = page.locator('.app-list-body > .app-list-row').first();
    await row.waitFor();
    const at = (await row.locator('td.column-at').innerText()).trim();
    expect(at).toMatch(/^\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/);
    await expect.poll(() => row.locator('td.column-adminId a').innerText()).toBe('Ada Admin');
    // The verification request is named by the person it is about, and links to it.
    const target = row.locator('td.column-recordId a');
    await expect.poll(async () => ((await target.count()) ? (await target.innerText()).trim() : '')).toMatch(/^\D+$/);
    await page.screenshot({ path: path.join(shots, 'audit-log-list.png') });

    await row.locator('td.column-action').click();
    await page.waitForURL(/\/audit-log\/\d+\/show/);
    const changes = page.getByRole('table', { name: en('app.administration.audit.changes') });
    await changes.getByText(en('app.enums.requestStatus.verified'), { exact: true }).waitFor();
    const text = await changes.innerText();
    expect(text).toContain(en('resources.verification-requests.fields.reviewedAt'));
    expect(text).toContain(en('resources.verification-requests.fields.reviewedByAdminId'));
    expect(text).toContain('Ada Admin');
    expect(text).not.toMatch(ISO_TIME);
    expect(text).not.toMatch(/reviewedAt|"status"|pending/);
    // The entry as stored, for tech support: folded away until asked for.
    const raw = page.getByRole('button', { name: en('app.administration.audit.raw') });
    await raw.waitFor();
    expect(await page.getByText('"reviewedByAdminId"').isVisible()).toBe(false);
    await raw.click();
    await page.getByText(/"reviewedByAdminId"/).waitFor();
    await page.screenshot({ path: path.join(shots, 'audit-log-record.png'), fullPage: true });
  });

  it.each([
    ['light', 1440],
    ['dark', 1440],
    ['light', 390],
    ['dark', 390],
  ] as const)('screenshots of the list and a record page (%s, %i px)', async (colorScheme, width) => {
    const probe = await openPage(browser, { width, height: 900, colorScheme });
    try {
      await signInAs(probe.page, url, dataDir, DEMO.admin, '/audit-log');
      await probe.page.locator('.app-list-body > .app-list-row td.column-recordId a').first().waitFor();
      await probe.page.screenshot({ path: path.join(shots, `audit-log-list-${colorScheme}-${width}.png`) });
      // The decision of this file's own (signing in adds entries above it).
      const decision = probe.page.locator('.app-list-body > .app-list-row', {
        hasText: en('resources.verification-requests.name', { smart_count: 1 }),
      });
      await decision.first().locator('td.column-at').click();
      await probe.page.getByRole('table', { name: en('app.administration.audit.changes') }).waitFor();
      await probe.page.getByRole('button', { name: en('app.administration.audit.raw') }).click();
      await probe.page.getByText(/"changes"/).waitFor();
      await animationsSettled(probe.page);
      await probe.page.screenshot({ path: path.join(shots, `audit-log-record-${colorScheme}-${width}.png`), fullPage: true });
    } finally {
      await probe.page.context().close();
    }
  });
});
