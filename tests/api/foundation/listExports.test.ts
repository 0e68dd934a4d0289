import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import en from '../../../i18n/en.json';
import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { generateSeed } from '../../../scripts/seed/generate';
import { defaultOrderCount } from '../../../scripts/seed/options';
import { DbFileWriter } from '../../../scripts/seed/writer';
import { EXPORT_COLUMNS } from '../../../src/domain/exports/exportDefinitions';
import type { CollectionName } from '../../../src/domain/collections';
import { customRoleClient, roleClient } from './roleClients';

/** The CSV's rows (the header first), as a spreadsheet reads them: quoted line breaks stay in their cell. */
function rowsOf(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(text.slice(1).trimEnd(), { skipEmptyLines: false }).data;
}

async function listTotal(api: ApiClient, query: string): Promise<number> {
  const res = await api.json('GET', query);
  expect(res.status).toBe(200);
  return Number(res.headers.get('X-Total-Count'));
}

async function exported(api: ApiClient, query: string): Promise<{ status: number; rows: string[][]; total: number; text: string }> {
  const res = await api.get(query);
  // Response.text() drops a byte-order mark: the file's own bytes are read instead.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, rows: [], total: 0, text };
  return { status: 200, rows: rowsOf(text), total: Number(res.headers.get('X-Total-Count')), text };
}

const header = (collection: CollectionName) =>
  EXPORT_COLUMNS[collection]!.map((c) => {
    let node: unknown = en;
    for (const part of (c.header ?? `resources.${collection}.fields.${c.source}`).split('.'))
      node = (node as Record<string, unknown>)[part];
    return node as string;
  });

describe('list exports at 10 000 users (#39: no row limit)', () => {
  let tmp: string;
  let server: TestServer;
  let api: ApiClient;

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-10k-'));
    const seedFile = path.join(tmp, 'seed-10k.json');
    const writer = new DbFileWriter(seedFile);
    generateSeed({ users: 10_000, orders: defaultOrderCount(10_000), out: seedFile }, writer);
    writer.finish();
    server = await startServer({ seedFile, startTimeoutMs: 240_000 });
    api = await apiClient(server);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('writes as many users as the list counts with the same filter and sort, in both dialects, headed by labels', async () => {
    const all = await exported(api, '/exports/users?_sort=lastName&_order=ASC');
    expect(all.total).toBe(await listTotal(api, '/users?_end=1'));
    expect(all.total).toBeGreaterThanOrEqual(10_000);
    expect(all.rows).toHaveLength(all.total + 1);
    expect(all.rows[0]).toEqual(header('users'));

    const jsonServer = await exported(api, '/exports/users?country=IN&accountType=influencer&_sort=memberSince&_order=DESC');
    const simpleRest = await exported(
      api,
      `/exports/users?filter=${encodeURIComponent('{"country":"IN","accountType":"influencer"}')}&sort=${encodeURIComponent('["memberSince","DESC"]')}`,
    );
    const filteredTotal = await listTotal(api, '/users?country=IN&accountType=influencer&_end=1');
    expect(filteredTotal).toBeGreaterThan(1000);
    expect(jsonServer.rows.length - 1).toBe(filteredTotal);
    expect(simpleRest.rows).toEqual(jsonServer.rows);
    // The list's order: its first page is the export's first rows.
    const page = (
      await api.json<{ username: string }[]>('GET', '/users?country=IN&accountType=influencer&_sort=memberSince&_order=DESC&_end=25')
    ).body;
    const username = header('users').indexOf(en.resources.users.fields.username);
    expect(jsonServer.rows.slice(1, 26).map((r) => r[username])).toEqual(page.map((u) => u.username));
  }, 120_000);

  it('writes as many orders as the list counts, with a search, a filter and labels in place of codes', async () => {
    const filter = 'status=completed&status=cancelled_by_customer&_sort=totalPrice&_order=DESC';
    const orders = await exported(api, `/exports/orders?${filter}&locale=hi&timeZone=Asia%2FKolkata`);
    const total = await listTotal(api, `/orders?${filter}&_end=1`);
    expect(total).toBeGreaterThan(1000);
    expect(orders.rows.length - 1).toBe(total);
    const status = orders.rows[0].indexOf('स्थिति');
    expect(new Set(orders.rows.slice(1).map((r) => r[status]))).not.toContain('completed');

    const searched = await exported(api, '/exports/orders?q=sponsorship');
    expect(searched.rows.length - 1).toBe(await listTotal(api, '/orders?q=sponsorship&_end=1'));
    expect(searched.rows.length - 1).toBeGreaterThan(0);
  }, 120_000);
});

describe('list exports and the role (#39)', () => {
  let server: TestServer;
  let admin: ApiClient;

  beforeAll(async () => {
    server = await startServer();
    admin = await apiClient(server);
  });
  afterAll(() => server.stop());

  it('refuses a list the role may not read (403), and answers the others', async () => {
    const support = await roleClient(server, 'support@example.com');
    for (const collection of Object.keys(EXPORT_COLUMNS) as CollectionName[]) {
      const res = await support.api.get(`/exports/${collection}`);
      await res.arrayBuffer();
      expect([collection, res.status]).toEqual([collection, support.mayRead(collection) ? 200 : 403]);
    }
    expect(support.mayRead('audit-log')).toBe(false);
  });

  it('refuses unknown parameters and a page, naming them', async () => {
    for (const [query, parameter] of [
      ['foo=1', 'foo'],
      ['_end=10', '_end'],
      ['range=[0,9]', 'range'],
      ['locale=fr', 'locale'],
      ['timeZone=Mars/Olympus', 'timeZone'],
      ['_sort=nope', '_sort'],
    ]) {
      const res = await admin.json<{ parameter: string }>('GET', `/exports/orders?${query}`);
      expect([query, res.status, res.body.parameter]).toEqual([query, 400, parameter]);
    }
    expect((await admin.json('GET', '/exports/not-a-list')).status).toBe(404);
  });

  it('never writes what the role may not read: audit values of other collections, names of people it may not see', async () => {
    const auditor = await customRoleClient(server, admin, 'auditor-export@example.com', ['auditLog.read']);
    const seen = await exported(auditor.api, '/exports/audit-log');
    const full = await exported(admin, '/exports/audit-log');
    expect(seen.rows.length).toBe(full.rows.length);
    const changes = header('audit-log').indexOf(en.resources['audit-log'].fields.changes);
    const admins = header('audit-log').indexOf(en.resources['audit-log'].fields.adminId);
    // Every change is withheld from this role (it reads no collection), and no administrator is named.
    const values = seen.rows.slice(1).flatMap((r) => (r[changes] ? r[changes].split('; ') : []));
    expect(values.length).toBeGreaterThan(100);
    const hidden = en.app.administration.audit.withheld;
    expect(values.filter((v) => !v.endsWith(`${hidden} → ${hidden}`))).toEqual([]);
    expect(new Set(seen.rows.slice(1).map((r) => r[admins].replace(/\d+/, 'N')))).toEqual(new Set(['Unknown (#N)']));
    // The administrator sees those values.
    expect(full.rows.slice(1).some((r) => r[changes] && !r[changes].includes(hidden))).toBe(true);
  });
});
