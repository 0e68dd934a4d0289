import * as XLSX from '@e965/xlsx';
import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { IMPORT_MAX_BYTES } from '../../../src/domain/constants';
import { countOf, csv, uploadFile, wholeList, type ListEntry } from './importHelpers';

let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;
let support: ApiClient;

beforeAll(async () => {
  server = await startServer();
  admin = await apiClient(server, 'admin@example.com');
  employee = await apiClient(server, 'employee@example.com');
  support = await apiClient(server, 'support@example.com');
});
afterAll(() => server.stop());

const names = (rows: ListEntry[]) => rows.map((r) => r.name);

describe('list imports: add more', () => {
  it('adds the new rows of JSON rows, skips duplicates, keeps the previous list and audits it', async () => {
    const before = await wholeList(admin, 'languages');
    const res = await employee.json<{ added: number; skipped: number; import: { id: number; mode: string; rowCount: number } }>(
      'POST',
      '/lists/languages/import',
      {
        mode: 'add_more',
        rows: [
          { name: 'Klingon', code: 'TLH' },
          { name: 'Hindi again', code: before.find((l) => l.code === 'hi')!.code },
          { name: 'Klingon twice', code: 'tlh' },
        ],
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 1, skipped: 2 });
    const after = await wholeList(admin, 'languages');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ name: 'Klingon', code: 'tlh' });
    const record = await admin.json<{ previousSnapshot: ListEntry[]; mode: string; status: string }>(
      'GET',
      `/list-imports/${res.body.import.id}`,
    );
    expect(record.body).toMatchObject({ mode: 'add_more', status: 'applied' });
    expect(record.body.previousSnapshot).toEqual(before);
    const audit = await admin.json<{ action: string; changes: Record<string, { before: unknown; after: unknown }> }[]>(
      'GET',
      '/audit-log?resource=languages&action=import_add_more',
    );
    expect(audit.body.at(-1)?.changes.entries).toEqual({ before: before.length, after: before.length + 1 });
  });

  it('imports an uploaded CSV sent in several chunks', async () => {
    const before = await wholeList(admin, 'services-offered');
    // Long descriptions make the file larger than one 512 KiB chunk.
    const lines = Array.from({ length: 1400 }, (_, i) => `"Bulk service ${i}","${'Detailed description, with commas. '.repeat(13)}"`);
    const bytes = csv(`\uFEFFname,description\n${lines.join('\r\n')}\n`);
    expect(bytes.length).toBeGreaterThan(512 * 1024);
    const uploadId = await uploadFile(admin, 'services-offered', 'bulk.csv', bytes);
    const res = await admin.json<{ added: number }>('POST', '/lists/services-offered/import', { mode: 'add_more', uploadId });
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(1400);
    expect(await countOf(admin, 'services-offered')).toBe(before.length + 1400);
    // The upload is used up.
    expect((await admin.send('POST', '/lists/services-offered/import', { mode: 'add_more', uploadId })).status).toBe(404);
    // Reverting restores the list exactly.
    expect((await admin.json('POST', '/lists/services-offered/revert', {})).status).toBe(200);
    expect(await wholeList(admin, 'services-offered')).toMatchObject(before.map(({ version: _v, updatedAt: _u, ...r }) => r));
  });

  it('imports an uploaded XLSX, upper-casing country codes', async () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Name', 'Code'],
        ['Atlantis', 'xa'],
        ['', ''],
        ['Lemuria', 'XL'],
      ]),
      'countries',
    );
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const uploadId = await uploadFile(admin, 'countries', 'countries.xlsx', bytes);
    const res = await admin.json<{ added: number }>('POST', '/lists/countries/import', { mode: 'add_more', uploadId });
    expect(res.status).toBe(200);
    expect(res.body.added).toBe(2);
    const added = await admin.json<ListEntry[]>('GET', '/countries?code=XA');
    expect(added.body).toHaveLength(1);
  });

  it('refuses a file whose rows all exist already (409) and changes nothing', async () => {
    const before = await wholeList(admin, 'countries');
    const res = await admin.json<{ code: string }>('POST', '/lists/countries/import', {
      mode: 'add_more',
      rows: [{ name: before[0].name, code: before[0].code }],
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('app.administration.list_import.errors.nothing_new');
  });
});

describe('list imports: replace, delete all and revert', () => {
  it('replaces a list, then revert restores it exactly, ids included', async () => {
    const before = await wholeList(admin, 'services-offered');
    const res = await admin.json<{ added: number; removed: number }>('POST', '/lists/services-offered/import', {
      mode: 'replace',
      rows: [
        { name: 'Only service', description: '' },
        { name: 'Second service', description: 'Two' },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ added: 2, removed: before.length });
    expect(names(await wholeList(admin, 'services-offered'))).toEqual(['Only service', 'Second service']);

    const reverted = await admin.json<{ restored: number; reverted: { status: string } }>('POST', '/lists/services-offered/revert', {});
    expect(reverted.status).toBe(200);
    expect(reverted.body.restored).toBe(before.length);
    const after = await wholeList(admin, 'services-offered');
    expect(after.map((r) => [r.id, r.name, r.description, r.createdAt])).toEqual(
      before.map((r) => [r.id, r.name, r.description, r.createdAt]),
    );
    // Restored records get a newer version, so a form opened before the revert cannot overwrite them.
    expect(after[0].version).toBeGreaterThan(before[0].version);
    // A record created after the revert does not reuse a restored id.
    const created = await admin.json<ListEntry>('POST', '/services-offered', { name: 'Fresh service', description: '' });
    expect(after.map((r) => r.id)).not.toContain(created.body.id);
    await admin.send('DELETE', `/services-offered/${created.body.id}`);
  });

  it('deletes all entries of an unreferenced list, and revert brings them back', async () => {
    const before = await wholeList(admin, 'services-offered');
    const res = await admin.json<{ removed: number }>('POST', '/lists/services-offered/import', { mode: 'delete_all' });
    expect(res.status).toBe(200);
    expect(res.body.removed).toBe(before.length);
    expect(await wholeList(admin, 'services-offered')).toEqual([]);
    expect((await admin.json('POST', '/lists/services-offered/import', { mode: 'revert' })).status).toBe(200);
    expect((await wholeList(admin, 'services-offered')).map((r) => [r.id, r.name])).toEqual(before.map((r) => [r.id, r.name]));
  });

  it('walks back one import per revert, then says there is nothing left to revert', async () => {
    const original = await wholeList(admin, 'user-categories');
    const used = original.map((c) => ({ name: c.name, subcategories: 'A; B' }));
    expect(
      (
        await admin.json('POST', '/lists/user-categories/import', {
          mode: 'add_more',
          rows: [{ name: 'First new', subcategories: 'x; y' }],
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await admin.json('POST', '/lists/user-categories/import', {
          mode: 'replace',
          rows: [...used, { name: 'Second new', subcategories: [] }],
        })
      ).status,
    ).toBe(200);
    expect(names(await wholeList(admin, 'user-categories'))).toContain('Second new');
    expect((await admin.json('POST', '/lists/user-categories/revert', {})).status).toBe(200);
    const afterFirstRevert = await wholeList(admin, 'user-categories');
    expect(names(afterFirstRevert)).toContain('First new');
    expect(afterFirstRevert.find((c) => c.name === 'First new')?.subcategories).toEqual(['x', 'y']);
    expect((await admin.json('POST', '/lists/user-categories/revert', {})).status).toBe(200);
    expect((await wholeList(admin, 'user-categories')).map((c) => [c.id, c.name, c.subcategories])).toEqual(
      original.map((c) => [c.id, c.name, c.subcategories]),
    );
    const none = await admin.json<{ code: string }>('POST', '/lists/user-categories/revert', {});
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('app.administration.list_import.errors.nothing_to_revert');
  });

  it('refuses to replace or delete entries users still use (409, naming them)', async () => {
    const before = await wholeList(admin, 'user-categories');
    const replace = await admin.json<{ code: string; message: string; referenced: { entry: string; users: number }[] }>(
      'POST',
      '/lists/user-categories/import',
      {
        mode: 'replace',
        rows: [{ name: 'Brand new category', subcategories: [] }],
      },
    );
    expect(replace.status).toBe(409);
    expect(replace.body.code).toBe('app.administration.list_import.errors.referenced');
    expect(replace.body.referenced.length).toBeGreaterThan(0);
    expect(replace.body.message).toContain(replace.body.referenced[0].entry);
    const deleteAll = await admin.json<{ code: string }>('POST', '/lists/languages/import', { mode: 'delete_all' });
    expect(deleteAll.status).toBe(409);
    expect(await wholeList(admin, 'user-categories')).toEqual(before);
  });
});

describe('list imports: refused files', () => {
  it('refuses a file over the limit when the upload starts (413) and a client that sends more than announced', async () => {
    const big = await admin.json<{ code: string }>('POST', '/lists/languages/uploads', { fileName: 'big.csv', size: IMPORT_MAX_BYTES + 1 });
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('app.administration.list_import.file_errors.too_large');
    const start = await admin.json<{ uploadId: string }>('POST', '/lists/languages/uploads', { fileName: 'small.csv', size: 10 });
    const tooMuch = await admin.json('POST', `/lists/languages/uploads/${start.body.uploadId}/chunks`, {
      index: 0,
      data: Buffer.from('x'.repeat(11)).toString('base64'),
    });
    expect(tooMuch.status).toBe(413);
  });

  it('refuses other file types (415)', async () => {
    const res = await admin.json<{ code: string }>('POST', '/lists/languages/uploads', { fileName: 'languages.pdf', size: 100 });
    expect(res.status).toBe(415);
    expect(res.body.code).toBe('app.administration.list_import.file_errors.bad_type');
  });

  it('refuses malformed files (400) and leaves the list unchanged', async () => {
    const before = await wholeList(admin, 'languages');
    const brokenCsv = await uploadFile(admin, 'languages', 'broken.csv', csv('name,code\n"Unclosed,xx\nOther,yy\n'));
    const a = await admin.json<{ code: string }>('POST', '/lists/languages/import', { mode: 'add_more', uploadId: brokenCsv });
    expect(a.status).toBe(400);
    expect(a.body.code).toBe('app.administration.list_import.file_errors.malformed');
    const fakeXlsx = await uploadFile(admin, 'languages', 'fake.xlsx', csv('name,code\nNot really,xx\n'));
    const b = await admin.json<{ code: string }>('POST', '/lists/languages/import', { mode: 'add_more', uploadId: fakeXlsx });
    expect(b.status).toBe(400);
    expect(b.body.code).toBe('app.administration.list_import.file_errors.malformed');
    const noColumns = await uploadFile(admin, 'languages', 'wrong.csv', csv('language\nKlingon\n'));
    const c = await admin.json<{ code: string; missing: string[] }>('POST', '/lists/languages/import', {
      mode: 'add_more',
      uploadId: noColumns,
    });
    expect(c.status).toBe(400);
    expect(c.body).toMatchObject({ code: 'app.administration.list_import.file_errors.missing_columns', missing: ['name', 'code'] });
    expect(await wholeList(admin, 'languages')).toEqual(before);
  });

  it('refuses the whole import when a row is invalid, naming the rows (400)', async () => {
    const uploadId = await uploadFile(admin, 'languages', 'rows.csv', csv('name,code\nValid,vl\n,zz\nBad code,12345\n'));
    const res = await admin.json<{ code: string; invalid: number; rows: { row: number; issues: { field: string }[] }[] }>(
      'POST',
      '/lists/languages/import',
      { mode: 'replace', uploadId },
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('app.administration.list_import.errors.row_errors');
    expect(res.body.invalid).toBe(2);
    expect(res.body.rows.map((r) => [r.row, r.issues[0].field])).toEqual([
      [3, 'name'],
      [4, 'code'],
    ]);
    expect((await admin.json<ListEntry[]>('GET', '/languages?code=vl')).body).toEqual([]);
  });
});

describe('list imports: who may', () => {
  it('lets Tech Support read lists and their imports but not import or revert (403)', async () => {
    expect((await support.send('GET', '/list-imports?list=languages')).status).toBe(200);
    expect((await support.send('POST', '/lists/languages/uploads', { fileName: 'a.csv', size: 10 })).status).toBe(403);
    expect((await support.send('POST', '/lists/languages/import', { mode: 'add_more', rows: [{ name: 'X', code: 'xq' }] })).status).toBe(
      403,
    );
    expect((await support.send('POST', '/lists/languages/revert', {})).status).toBe(403);
    expect((await admin.send('POST', '/lists/users/import', { mode: 'delete_all' })).status).toBe(404);
  });
});

describe('list entries stay consistent with the users that use them', () => {
  it('refuses deleting or renaming a used entry and creating a duplicate (409)', async () => {
    const [music] = (await admin.json<ListEntry[]>('GET', '/user-categories?name=Music')).body;
    const del = await admin.json<{ code: string; users: number }>('DELETE', `/user-categories/${music.id}`);
    expect(del.status).toBe(409);
    expect(del.body.code).toBe('app.administration.lists.in_use');
    expect(del.body.users).toBeGreaterThan(0);
    const rename = await admin.json('PUT', `/user-categories/${music.id}`, { ...music, name: 'Musique' });
    expect(rename.status).toBe(409);
    const dup = await admin.json<{ code: string }>('POST', '/user-categories', { name: 'music', subcategories: [] });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('app.administration.lists.duplicate');
    const unused = await admin.json<ListEntry>('POST', '/user-categories', { name: 'Unused category', subcategories: ['One'] });
    expect(unused.status).toBe(201);
    expect((await admin.send('DELETE', `/user-categories/${unused.body.id}`)).status).toBe(200);
  });
});
