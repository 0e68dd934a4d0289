import Papa from 'papaparse';
import en from '../../../i18n/en.json';
import hi from '../../../i18n/hi.json';
import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { EXPORT_COLUMNS } from '../../../src/domain/exports/exportDefinitions';
import type { CollectionName } from '../../../src/domain/collections';

type Messages = { [key: string]: string | Messages };

/** The catalogue's text as the server writes it: the locale's, else English; the "one" form. */
function text(catalogue: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node.split('||||')[0].trim() : undefined;
}
const label = (locale: 'en' | 'hi', key: string) => text(locale === 'hi' ? (hi as Messages) : {}, key) ?? text(en as Messages, key)!;

const ISO_TIME = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** A raw field name or enum value: lower camel or snake case. */
const RAW_NAME = /^[a-z]+(?:[A-Z_][a-zA-Z_]*)*$/;

/**
 * #39.12 over the API: GET /exports/<collection> in English and in Hindi writes the catalogue's
 * labels of that language, dates in its locale, people and records by name, phones without an
 * apostrophe, and as many rows as the list counts.
 */
describe('readable exports in English and Hindi (#39.12)', () => {
  let server: TestServer;
  let api: ApiClient;
  beforeAll(async () => {
    server = await startServer();
    api = await apiClient(server);
    // A decision of this file's own: its audit entry changes a status, a time and an administrator.
    const pending = await api.json<{ id: number; version: number }[]>('GET', '/verification-requests?status=pending&_start=0&_end=1');
    const [request] = pending.body;
    expect((await api.json('POST', `/verification-requests/${request.id}/actions/verify`, { version: request.version })).status).toBe(200);
  }, 60_000);
  afterAll(() => server?.stop());

  async function exported(collection: CollectionName, locale: 'en' | 'hi', query = ''): Promise<string[][]> {
    const res = await api.get(`/exports/${collection}?locale=${locale}&timeZone=Asia%2FKolkata${query}`);
    expect(res.status).toBe(200);
    const body = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(body.startsWith('\uFEFF')).toBe(true);
    return Papa.parse<string[]>(body.slice(1).trimEnd()).data;
  }

  describe.each(['en', 'hi'] as const)('in %s', (locale) => {
    it.each(['strikes', 'verification-requests', 'admins', 'audit-log'] as const)(
      '%s: headed by the language’s labels, every row of the list, no ISO time, code, id or apostrophe',
      async (collection) => {
        const rows = await exported(collection, locale);
        const columns = EXPORT_COLUMNS[collection]!;
        expect(rows[0]).toEqual(columns.map((c) => label(locale, c.header ?? `resources.${collection}.fields.${c.source}`)));
        const total = Number((await api.json('GET', `/${collection}?_start=0&_end=1`)).headers.get('X-Total-Count'));
        expect(rows.length - 1).toBe(total);
        const bad: string[] = [];
        for (const row of rows.slice(1))
          columns.forEach((column, i) => {
            const cell = row[i] ?? '';
            if (ISO_TIME.test(cell) || cell.startsWith("'")) bad.push(`${column.source}: ${cell}`);
            if ((column.lookup || column.lookupIn) && /^\d+$|\(#\d+\)$/.test(cell)) bad.push(`${column.source}: ${cell}`);
            if (column.label && RAW_NAME.test(cell)) bad.push(`${column.source}: ${cell}`);
          });
        expect(bad.slice(0, 5)).toEqual([]);
      },
    );

    it('writes the audit entry of a decision in words: the person it is about, labels, a local time, the administrator', async () => {
      const rows = await exported('audit-log', locale, '&_sort=at&_order=DESC&action=verify&resource=verification-requests');
      const columns = EXPORT_COLUMNS['audit-log']!;
      const [entry] = rows.slice(1);
      const cell = (source: string) => entry[columns.findIndex((c) => c.source === source)];
      expect(cell('adminId')).toBe('Ada Admin');
      expect(cell('recordId')).toMatch(/^\D+$/);
      const f = (field: string) => label(locale, `resources.verification-requests.fields.${field}`);
      const status = (value: string) => label(locale, `app.enums.requestStatus.${value}`);
      expect(cell('changes')).toContain(`${f('status')}: ${status('pending')} → ${status('verified')}`);
      expect(cell('changes')).toContain(`${f('reviewedByAdminId')}: ${label(locale, 'app.administration.audit.absent')} → Ada Admin`);
      // The time of the decision as the language writes it (Hindi: day first, "am"/"pm").
      const reviewed = cell('changes')
        .split('; ')
        .find((c) => c.startsWith(`${f('reviewedAt')}: `))!;
      expect(reviewed).toMatch(
        locale === 'en' ? /→ \d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M$/ : /→ \d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [ap]m$/,
      );
    });
  });

  it('writes a phone as it is, with no apostrophe', async () => {
    const rows = await exported('admins', 'en');
    const phone = EXPORT_COLUMNS.admins!.findIndex((c) => c.kind === 'phone');
    const phones = rows
      .slice(1)
      .map((r) => r[phone])
      .filter(Boolean);
    expect(phones.length).toBeGreaterThan(0);
    for (const p of phones) expect(p.replace('\u200E', '')).toMatch(/^\+[\d ]+$/);
  });
});
