import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import * as XLSX from '@e965/xlsx';
import { eventually } from './helpers/eventually';
import { launchBrowser, openPage } from './helpers/browser';
import { apiSession, DEMO, DEMO_PASSWORD, latestCode, signInAs } from './helpers/auth';
import { en } from './helpers/catalogue';
import { animationsSettled } from './helpers/settled';
import { e2eServers } from './helpers/servers';
import { expectReadableInDark } from './helpers/appearance';

/**
 * Administration in a real browser: every route of the area with data, Add New Admin then Void
 * link, the admin controls (sign out all devices, block IP, send password reset, revoke access;
 * revoking oneself disabled), the audit log's diff, and List Manager imports of a CSV and an
 * XLSX built here, a revert and a confirmed delete. Every action is checked on the server.
 */

const root = path.resolve(import.meta.dirname, '../..');
const shots = path.join(root, 'tests/screenshots/administration');

const { url, dataDir } = e2eServers()['json-server'];
let browser: Browser;
let page: Page;
let errors: string[];
let adminToken: string;

type Rec = { id: number; version: number; status: string } & Record<string, unknown>;

async function api<T = Rec>(pathAndQuery: string): Promise<T> {
  const res = await fetch(`${url}/api${pathAndQuery}`, { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(res.status, pathAndQuery).toBe(200);
  return (await res.json()) as T;
}

const toast = (text: string) => page.locator('.MuiSnackbarContent-root', { hasText: text });
const shot = (name: string, p: Page = page) => p.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
/** A dialog over the page: the visible viewport (the backdrop covers only that), once its opening transition is over. */
const dialogShot = async (name: string) => {
  await dialog().last().waitFor();
  await animationsSettled(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
};
const rows = () => page.locator('.app-list-body > .app-list-row');
const dialog = () => page.getByRole('dialog');

async function adminByEmail(email: string): Promise<Rec> {
  return (await api<Rec[]>(`/admins?email=${encodeURIComponent(email)}`))[0];
}

beforeAll(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await launchBrowser();
  ({ page, errors } = await openPage(browser));
  ({ token: adminToken } = await apiSession(url, dataDir, DEMO.admin));
  await signInAs(page, url, dataDir, DEMO.admin, '/administrators-all');
});

afterAll(async () => {
  await browser?.close();
});

describe('every route of the area, with data', () => {
  it.each([
    ['/administrators-all', 'administrators-all', 'td.column-email'],
    ['/admins', 'admins', 'td.column-email'],
    ['/employees', 'employees', 'td.column-email'],
    ['/tech-support', 'tech-support', 'td.column-email'],
    ['/audit-log', 'audit-log', 'td.column-at'],
    ['/user-categories', 'user-categories', 'td.column-subcategories'],
    ['/languages', 'languages', 'td.column-code'],
    ['/countries', 'countries', 'td.column-code'],
    ['/services-offered-list', 'services-offered-list', 'td.column-description'],
  ])('%s', async (route, name, cell) => {
    await page.goto(`${url}${route}`);
    await page.locator(`.app-list-row ${cell}`).first().waitFor();
    expect(await rows().count()).toBeGreaterThan(0);
    await shot(name);
  });

  it('shows only the route’s role on /employees', async () => {
    await page.goto(`${url}/employees`);
    await rows().first().waitFor();
    const emails = await page.locator('.app-list-row td.column-email').allTextContents();
    const employees = (await api<Rec[]>('/admins?role=employee')).map((a) => a.email);
    expect(emails.length).toBeGreaterThan(0);
    for (const e of emails) expect(employees).toContain(e);
  });
});

describe('Administrators', () => {
  it('adds an admin with Custom access, then voids the invitation link', async () => {
    await page.goto(`${url}/admins`);
    await page.getByRole('link', { name: en('app.administration.admins.add') }).click();
    await page.waitForURL(/\/admins\/create$/);
    await page.getByRole('textbox', { name: en('resources.admins.fields.email'), exact: false }).fill('e2e.invitee@example.com');
    await page.getByRole('combobox', { name: en('resources.admins.fields.role') }).click();
    await page.getByRole('option', { name: en('app.administration.roles.custom') }).click();
    await page.getByRole('checkbox', { name: en('app.administration.permissions.lists.read') }).check();
    await page.getByRole('checkbox', { name: en('app.administration.permissions.lists.manage') }).check();
    await shot('add-new-admin');
    await page.getByRole('button', { name: en('app.administration.admins.send_invite') }).click();
    await toast(en('app.administration.admins.done.invite', { email: 'e2e.invitee@example.com' })).waitFor();
    await page.waitForURL(/\/admins\/\d+\/show$/);
    const invited = await adminByEmail('e2e.invitee@example.com');
    expect(invited).toMatchObject({ status: 'invited', role: 'custom', permissions: ['lists.read', 'lists.manage'] });
    expect(Date.parse(String(invited.inviteExpiresAt))).toBeGreaterThan(Date.now());
    await page.getByTestId('invite-expiry').waitFor();
    await shot('admin-invited');

    await page.getByRole('button', { name: en('app.administration.admins.actions.void_invite') }).click();
    await dialog().getByText(en('app.administration.admins.confirm.void_invite_title')).waitFor();
    await dialog()
      .getByRole('button', { name: en('app.administration.admins.actions.void_invite') })
      .click();
    await toast(en('app.administration.admins.done.void_invite')).waitFor();
    const voided = await eventually(
      () => adminByEmail('e2e.invitee@example.com'),
      (a) => Date.parse(String(a.inviteExpiresAt)) <= Date.now(),
    );
    expect(Date.parse(String(voided.inviteExpiresAt))).toBeLessThanOrEqual(Date.now());
    await page.getByText(en('app.administration.admin_status.invite_expired')).first().waitFor();
    await expect.poll(() => page.getByRole('button', { name: en('app.administration.admins.actions.void_invite') }).count()).toBe(0);
  });

  it('shows an admin’s sessions, signs them out of all devices and sends a password reset', async () => {
    const target = await adminByEmail('vikram.singh@example.com');
    await page.goto(`${url}/admins/${target.id}/show`);
    await page.getByRole('button', { name: en('app.administration.admins.actions.sign_out_all') }).click();
    await dialog()
      .getByRole('button', { name: en('app.administration.admins.actions.sign_out_all') })
      .click();
    await toast(en('app.administration.admins.done.sign_out_all', { name: 'Vikram Singh' })).waitFor();
    const audit = await api<Rec[]>(`/audit-log?resource=admins&recordId=${target.id}&action=sign_out_all`);
    expect(audit).toHaveLength(1);

    // Confirmed first (#39.8): one click sends nothing.
    await page.getByRole('button', { name: en('app.administration.admins.actions.send_password_reset') }).click();
    await dialog().getByText(en('app.administration.admins.confirm.send_password_reset_title')).waitFor();
    await dialog()
      .getByRole('button', { name: en('app.administration.admins.actions.send_password_reset') })
      .click();
    await toast(en('app.administration.admins.done.send_password_reset', { email: 'vikram.singh@example.com' })).waitFor();
    const outbox = fs.readFileSync(path.join(dataDir, 'outbox.jsonl'), 'utf8');
    expect(outbox).toContain('"to":"vikram.singh@example.com"');
  });

  it('blocks an IP address after confirming it in the dialog', async () => {
    const target = await adminByEmail('tom.hughes@example.com');
    await page.goto(`${url}/admins/${target.id}/show`);
    await page.getByRole('button', { name: en('app.administration.admins.actions.block_ip') }).click();
    await dialog()
      .getByRole('textbox', { name: en('app.administration.admins.ip_address') })
      .fill('198.51.100.23');
    await dialogShot('block-ip');
    await dialog()
      .getByRole('button', { name: en('app.administration.admins.actions.block_ip') })
      .click();
    await toast(en('app.administration.admins.done.block_ip', { ip: '198.51.100.23' })).waitFor();
    const audit = await api<{ changes: Record<string, { after: unknown }> }[]>(
      `/audit-log?resource=admins&recordId=${target.id}&action=block_ip`,
    );
    expect(audit.some((a) => a.changes.blockedIp?.after === '198.51.100.23')).toBe(true);
  });

  it('revokes another admin’s access after confirmation', async () => {
    const target = await adminByEmail('meera.nair@example.com');
    await page.goto(`${url}/admins/${target.id}/show`);
    await page.getByRole('button', { name: en('app.administration.admins.actions.revoke_access') }).click();
    await dialog().getByText(en('app.administration.admins.confirm.revoke_access_title')).waitFor();
    await dialogShot('revoke-confirm');
    await dialog()
      .getByRole('button', { name: en('app.administration.admins.actions.revoke_access') })
      .click();
    await toast(en('app.administration.admins.done.revoke_access', { name: 'Meera Nair' })).waitFor();
    expect(
      (
        await eventually(
          () => adminByEmail('meera.nair@example.com'),
          (a) => a.status === 'revoked',
        )
      ).status,
    ).toBe('revoked');
  });

  it('restores a revoked admin’s access after confirmation (#20.6)', async () => {
    const target = await adminByEmail('rohit.bose@example.com');
    expect(target.status).toBe('revoked');
    await page.goto(`${url}/admins/${target.id}/show`);
    await page.getByRole('button', { name: en('app.administration.admins.actions.restore_access') }).click();
    await dialog().getByText(en('app.administration.admins.confirm.restore_access_title')).waitFor();
    await dialogShot('restore-confirm');
    await dialog()
      .getByRole('button', { name: en('app.administration.admins.actions.restore_access') })
      .click();
    await toast(en('app.administration.admins.done.restore_access', { name: 'Rohit Bose' })).waitFor();
    expect(
      (
        await eventually(
          () => adminByEmail('rohit.bose@example.com'),
          (a) => a.status === 'active',
        )
      ).status,
    ).toBe('active');
    await page.getByRole('button', { name: en('app.administration.admins.actions.revoke_access') }).waitFor();
    expect(await page.getByRole('button', { name: en('app.administration.admins.actions.restore_access') }).count()).toBe(0);
  });

  it('lists blocked addresses and unblocks one after confirmation; this browser’s own address cannot be blocked', async () => {
    const target = await adminByEmail('fatima.khan@example.com');
    const blocked = await fetch(`${url}/api/admins/${target.id}/actions/block_ip`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ ip: '198.51.100.61' }),
    });
    expect(blocked.status).toBe(200);
    await page.goto(`${url}/admins`);
    await page.getByRole('button', { name: en('app.administration.admins.blocked.open') }).click();
    const unblock = dialog().getByRole('button', { name: en('app.administration.admins.blocked.unblock_of', { ip: '198.51.100.61' }) });
    await unblock.waitFor();
    await dialogShot('blocked-addresses');
    await unblock.click();
    await page
      .getByRole('dialog', { name: en('app.administration.admins.confirm.unblock_ip_title') })
      .getByRole('button', { name: en('app.administration.admins.actions.unblock_ip') })
      .click();
    await toast(en('app.administration.admins.done.unblock_ip', { ip: '198.51.100.61' })).waitFor();
    await unblock.waitFor({ state: 'detached' });
    const list = await api<{ blockedIps: { ip: string }[] }>('/admins/blocked-ips');
    expect(list.blockedIps.map((b) => b.ip)).not.toContain('198.51.100.61');
    await page.keyboard.press('Escape');

    // The dialog of Block IP refuses this browser's own address before the server would.
    const me = await adminByEmail(DEMO.admin);
    await page.goto(`${url}/admins/${me.id}/show`);
    await page.getByRole('button', { name: en('app.administration.admins.actions.block_ip'), exact: true }).click();
    await dialog().getByText(en('app.administration.admins.own_ip_warning')).waitFor();
    await expect
      .poll(() =>
        dialog()
          .getByRole('button', { name: en('app.administration.admins.actions.block_ip') })
          .isDisabled(),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
  });

  it('disables revoking one’s own access and explains why; shows own sessions', async () => {
    const me = await adminByEmail(DEMO.admin);
    await page.goto(`${url}/admins/${me.id}/show`);
    await page.getByText(en('app.administration.admins.guards.self')).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: en('app.administration.admins.actions.revoke_access') }).isDisabled())
      .toBe(true);
    await page.getByText(en('app.administration.admins.sessions.this_browser')).waitFor();
    await page
      .locator('section', { hasText: en('app.administration.admins.recent_actions') })
      .locator('.app-list-row')
      .first()
      .waitFor();
    await shot('admin-own-page');
  });

  it('changes an admin’s role from the edit form, and locks one’s own role', async () => {
    const target = await adminByEmail('vikram.singh@example.com');
    await page.goto(`${url}/admins/${target.id}/edit`);
    await page.getByRole('combobox', { name: en('resources.admins.fields.role') }).click();
    await page.getByRole('option', { name: en('app.administration.roles.tech_support') }).click();
    await page.getByRole('button', { name: en('ra.action.save') }).click();
    await page.waitForURL(new RegExp(`/admins/${target.id}/show$`));
    expect(
      (
        await eventually(
          () => adminByEmail('vikram.singh@example.com'),
          (a) => a.role === 'tech_support',
        )
      ).role,
    ).toBe('tech_support');

    const me = await adminByEmail(DEMO.admin);
    await page.goto(`${url}/admins/${me.id}/edit`);
    await page.getByText(en('app.administration.admins.guards.self')).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: en('resources.admins.fields.role') }).getAttribute('aria-disabled'))
      .toBe('true');
    await shot('admin-edit-own');
  });

  it('shows the same page in the dark theme', async () => {
    const dark = await openPage(browser, { colorScheme: 'dark' });
    const me = await adminByEmail(DEMO.admin);
    await signInAs(dark.page, url, dataDir, DEMO.admin, `/admins/${me.id}/show`);
    await dark.page.getByText(en('app.administration.admins.sessions.this_browser')).waitFor();
    await shot('admin-own-page-dark', dark.page);
    await expectReadableInDark(dark.page, 'own admin page');
    await dark.page.context().close();
  });
});

describe('A Custom access without the dashboard', () => {
  it('lands on its first screen, and the not-allowed page leads there, never back to itself (#20.5)', async () => {
    const email = `referrals.only.${Date.now()}@example.com`;
    const invited = await fetch(`${url}/api/admins/actions/invite`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() },
      body: JSON.stringify({ email, role: 'custom', permissions: ['referrals.read'] }),
    });
    expect(invited.status).toBe(200);
    const accepted = await fetch(`${url}/api/auth/accept-invite`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, code: await latestCode(dataDir, email, 'invite'), newPassword: DEMO_PASSWORD }),
    });
    expect(accepted.status).toBe(204);

    const probe = await openPage(browser);
    try {
      const p = probe.page;
      await signInAs(p, url, dataDir, email, '/');
      await p.waitForURL((u) => u.pathname === '/referralData');
      await p.goto(`${url}/dashboard`);
      await p.getByRole('heading', { name: en('app.errors.not_allowed_title'), level: 1 }).waitFor();
      expect(await p.getByRole('link', { name: en('app.common.back_to_dashboard') }).count()).toBe(0);
      await p.getByRole('link', { name: en('app.common.go_to', { screen: en('app.nav.referral_data') }) }).click();
      await p.waitForURL((u) => u.pathname === '/referralData');
      expect(probe.errors).toEqual([]);
    } finally {
      await probe.page.context().close();
    }
  });
});

describe('Audit log', () => {
  it('filters by resource and action and opens an entry’s before/after values', async () => {
    // An entry of our own: renaming a language through the API.
    const [language] = await api<Rec[]>('/languages?code=he');
    const renamed = await fetch(`${url}/api/languages/${language.id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...language, name: 'Hebrew (Ivrit)' }),
    });
    expect(renamed.status).toBe(200);

    await page.goto(`${url}/audit-log`);
    await rows().first().waitFor();
    await page.getByRole('combobox', { name: en('resources.audit-log.fields.resource') }).click();
    await page.getByRole('option', { name: en('resources.languages.name', { smart_count: 2 }), exact: true }).click();
    await page.getByRole('combobox', { name: en('resources.audit-log.fields.action') }).click();
    await page.getByRole('option', { name: en('app.administration.audit.actions.update'), exact: true }).click();
    await page.waitForURL(/update/);
    const actions = () => page.locator('.app-list-body > .app-list-row td.column-action').allTextContents();
    await expect.poll(async () => [...new Set(await actions())]).toEqual([en('app.administration.audit.actions.update')]);
    await rows().first().locator('td.column-at').click();
    const diff = page.getByRole('table', { name: en('app.administration.audit.changes') });
    await diff.getByText('Hebrew (Ivrit)').waitFor();
    await expect.poll(() => diff.locator('tbody tr').first().innerText()).toContain(en('resources.languages.fields.name'));
    await shot('audit-log-diff');
  });
});

describe('List Manager', () => {
  it('imports a CSV after previewing it', async () => {
    await page.goto(`${url}/languages`);
    await rows().first().waitFor();
    await page.getByRole('button', { name: en('app.administration.list_import.button') }).click();
    await dialog().getByText(en('app.administration.list_import.mode_label')).waitFor();
    const file = 'name,code\nKlingon,tlh\nSindarin,sjn\nHindi,hi\nBroken row,\n';
    await page.getByTestId('import-file-input').setInputFiles({ name: 'languages.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await dialog()
      .getByText(en('app.administration.list_import.summary.invalid', { smart_count: 1 }))
      .waitFor();
    await expect
      .poll(() =>
        dialog()
          .getByRole('button', { name: en('app.administration.list_import.apply.add_more', { smart_count: 2 }) })
          .isDisabled(),
      )
      .toBe(true);
    await dialogShot('import-preview-errors');

    await page
      .getByTestId('import-file-input')
      .setInputFiles({ name: 'languages.csv', mimeType: 'text/csv', buffer: Buffer.from(file.replace('Broken row,\n', '')) });
    await dialog()
      .getByText(en('app.administration.list_import.summary.duplicate', { smart_count: 1 }))
      .waitFor();
    await dialogShot('import-preview');
    await dialog()
      .getByRole('button', { name: en('app.administration.list_import.apply.add_more', { smart_count: 2 }) })
      .click();
    await toast(en('app.administration.list_import.done.add_more', { added: 2, skipped: 1 })).waitFor();
    expect(await api<Rec[]>('/languages?code=tlh')).toHaveLength(1);
    expect(await api<Rec[]>('/languages?code=sjn')).toHaveLength(1);
  });

  for (const dialect of ['json-server', 'simple-rest'] as const) {
    it(`says before the confirm that a replace leaving out entries users use would be refused (${dialect}, #20.4)`, async () => {
      const server = e2eServers()[dialect];
      const { token } = await apiSession(server.url, server.dataDir, DEMO.admin);
      const get = async <T>(p: string) =>
        (await (await fetch(`${server.url}/api${p}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as T;
      const file = 'name,code\nHindi,hi\nEnglish,en\nKlingon,tlh\n';
      const kept = new Set(['hi', 'en', 'tlh']);
      const languages = await get<Rec[]>('/languages?_start=0&_end=1000');
      const usage = await get<{ entries: { key: string; users: number }[] }>('/lists/languages/usage');
      const refused = usage.entries.filter((e) => !kept.has(e.key) && languages.some((l) => String(l.code) === e.key));
      expect(refused.length).toBeGreaterThan(0);
      const importsBefore = (await get<Rec[]>('/list-imports?list=languages')).length;

      const probe = await openPage(browser);
      try {
        await signInAs(probe.page, server.url, server.dataDir, DEMO.admin, '/languages');
        const p = probe.page;
        await p.locator('.app-list-body > .app-list-row').first().waitFor();
        await p.getByRole('button', { name: en('app.administration.list_import.button') }).click();
        await p
          .getByRole('dialog')
          .getByRole('radio', { name: new RegExp(en('app.administration.list_import.modes.replace')) })
          .check();
        await p.getByTestId('import-file-input').setInputFiles({ name: 'languages.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
        const alert = p.getByTestId('entries-in-use');
        await alert.getByText(en('app.administration.list_import.in_use.title', { smart_count: refused.length })).waitFor();
        const top = [...refused].sort((a, b) => b.users - a.users)[0];
        const label = `${String(languages.find((l) => l.code === top.key)!.name)} (${top.key})`;
        await alert.getByText(en('app.administration.list_import.in_use.entry', { entry: label, smart_count: top.users })).waitFor();
        const apply = p
          .getByRole('dialog')
          .getByRole('button', { name: en('app.administration.list_import.apply.replace', { smart_count: 3 }) });
        expect(await apply.isDisabled()).toBe(true);
        if (dialect === 'json-server') {
          await animationsSettled(p);
          await p.screenshot({ path: path.join(shots, 'import-replace-in-use.png') });
        }
        expect((await get<Rec[]>('/list-imports?list=languages')).length).toBe(importsBefore);
      } finally {
        await probe.page.context().close();
      }
    });
  }

  it('imports an XLSX, then reverts to the previous list', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['name', 'code'],
        ['Atlantis', 'XA'],
        ['Lemuria', 'xl'],
      ]),
      'countries',
    );
    const buffer = Buffer.from(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const before = await api<Rec[]>('/countries?_sort=id&_order=ASC&_end=1000');

    await page.goto(`${url}/countries`);
    await rows().first().waitFor();
    await page.getByRole('button', { name: en('app.administration.list_import.button') }).click();
    await page
      .getByTestId('import-file-input')
      .setInputFiles({ name: 'countries.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await dialog()
      .getByText(en('app.administration.list_import.summary.ok', { smart_count: 2 }))
      .waitFor();
    await dialog()
      .getByRole('button', { name: en('app.administration.list_import.apply.add_more', { smart_count: 2 }) })
      .click();
    await toast(en('app.administration.list_import.done.add_more', { added: 2, skipped: 0 })).waitFor();
    expect(await api<Rec[]>('/countries?code=XL')).toHaveLength(1);

    await page.getByRole('button', { name: en('app.administration.list_import.button') }).click();
    await dialog()
      .getByRole('radio', { name: new RegExp(en('app.administration.list_import.modes.revert')) })
      .check();
    await dialog().getByTestId('revert-summary').waitFor();
    await dialogShot('import-revert');
    await dialog()
      .getByRole('button', { name: en('app.administration.list_import.apply.revert') })
      .click();
    await page.getByText(en('app.administration.list_import.confirm.revert_title')).waitFor();
    await page
      .getByRole('dialog')
      .last()
      .getByRole('button', { name: en('app.administration.list_import.apply.revert') })
      .click();
    await toast(en('app.administration.list_import.done.revert', { restored: before.length })).waitFor();
    const after = await api<Rec[]>('/countries?_sort=id&_order=ASC&_end=1000');
    expect(after.map((c) => [c.id, c.code])).toEqual(before.map((c) => [c.id, c.code]));
  });

  it('creates a user category with subcategories', async () => {
    await page.goto(`${url}/user-categories`);
    await page.getByRole('link', { name: en('ra.action.create') }).click();
    await page.waitForURL(/\/user-categories\/create$/);
    await page.getByRole('textbox', { name: en('resources.user-categories.fields.name') }).fill('Podcasting');
    const subcategories = page.getByRole('combobox', { name: en('resources.user-categories.fields.subcategories') });
    await subcategories.fill('Interviews');
    await subcategories.press('Enter');
    await subcategories.fill('True Crime');
    await subcategories.press('Enter');
    await shot('user-category-create');
    await page.getByRole('button', { name: en('ra.action.save') }).click();
    await page.waitForURL(/\/user-categories$/);
    const created = await eventually(
      () => api<Rec[]>('/user-categories?name=Podcasting'),
      (r) => r.length === 1,
    );
    expect(created[0].subcategories).toEqual(['Interviews', 'True Crime']);
  });

  it('deletes a service after confirmation', async () => {
    const [service] = await api<Rec[]>('/services-offered?_sort=name&_order=ASC&_end=1');
    await page.goto(`${url}/services-offered-list`);
    const row = page.locator('.app-list-row', { hasText: String(service.name) });
    await row.getByRole('button', { name: en('app.administration.lists.delete_named', { name: String(service.name) }) }).click();
    await dialog()
      .getByText(en('app.administration.lists.delete_title', { name: String(service.name) }))
      .waitFor();
    await dialogShot('delete-confirm');
    await dialog()
      .getByRole('button', { name: en('ra.action.delete') })
      .click();
    await toast(en('app.administration.lists.deleted', { name: String(service.name) })).waitFor();
    const res = await fetch(`${url}/api/services-offered/${service.id}`, { headers: { Authorization: `Bearer ${adminToken}` } });
    expect(res.status).toBe(404);
  });

  it('raised no console errors', () => {
    expect(errors.filter((e) => !/status of 40[349]/.test(e))).toEqual([]);
  });
});
