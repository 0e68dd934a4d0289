import { startServer, type TestServer } from '../../helpers/server';
import { apiClient, type ApiClient } from '../../helpers/api';
import { sheetRowsXml, worksheetXml, xlsxFile } from '../../helpers/xlsxArchive';
import { IMPORT_MAX_BYTES, IMPORT_MAX_CELLS, IMPORT_MAX_PART_BYTES, IMPORT_MAX_ROWS } from '../../../src/domain/constants';
import { countOf, csv, uploadFile } from './importHelpers';

/**
 * Files crafted like the ones that froze the API (a zip bomb, a sheet or a CSV of far more rows
 * than the limit, a CSV of too many cells): each is refused with the status and code naming the
 * limit it passed, long before the 20 s reading limit and the 25–30 s such files used to hold
 * every request; and the server answers other requests while one is read.
 */
const REFUSED_WITHIN_MS = 10_000;
/**
 * What GET /api/health may take while a file is read. It answers in about a millisecond (100 ms
 * at worst seen on a busy machine); read on the request thread, the sheet used below holds it
 * for 0.8 s, and for 2.4 s with the parser that read every row. A machine loaded enough to make
 * the import itself slow (the API tests on PostgreSQL beside the browser tests: 423 ms once)
 * slows both alike, so the bound grows with the import's own time: a quarter of it, which a read
 * that held the request thread would still pass.
 */
const HEALTH_WITHIN_MS = 400;
const HEALTH_WITHIN_SHARE_OF_IMPORT = 0.25;

interface Refusal {
  code: string;
  message: string;
  [detail: string]: unknown;
}

/** Uploads a file, then imports it (add more): the answer and how long the import request took. */
async function importFile(api: ApiClient, list: string, fileName: string, bytes: Uint8Array) {
  const uploadId = await uploadFile(api, list, fileName, bytes);
  const started = performance.now();
  const res = await api.json<Refusal>('POST', `/lists/${list}/import`, { mode: 'add_more', uploadId });
  return { ...res, ms: performance.now() - started };
}

const fileError = (code: string) => `app.administration.list_import.file_errors.${code}`;

/** Rows of two numbers, the way spreadsheets store numeric cells (cheap to build, short to zip). */
function numberRows(from: number, to: number): string {
  const rows: string[] = [];
  for (let r = from; r <= to; r++) rows.push(`<row r="${r}"><c r="A${r}"><v>${r}</v></c><c r="B${r}"><v>${r}</v></c></row>`);
  return rows.join('');
}

/** 350 000 rows under a name,code header: about 3 MB zipped, 29 MB unzipped (under the part limit). */
function manyRowsXlsx(dimension: boolean): Uint8Array {
  const last = 350_001;
  return xlsxFile(worksheetXml(sheetRowsXml([['name', 'code']]) + numberRows(2, last), dimension ? `A1:B${last}` : undefined));
}

/** 31 MB of whitespace inside the sheet, in an archive of about 30 KB. */
const whitespaceSheet = () => worksheetXml(' '.repeat(IMPORT_MAX_PART_BYTES + 1024 * 1024));

let files: { bomb: Uint8Array; liar: Uint8Array; rows: Uint8Array; rowsWithoutRange: Uint8Array };
let server: TestServer;
let admin: ApiClient;
let employee: ApiClient;

beforeAll(async () => {
  // Built first: zipping holds this process for seconds, and a connection left idle meanwhile
  // could be closed by the server just as the next request reuses it.
  files = {
    bomb: xlsxFile(whitespaceSheet()),
    liar: xlsxFile(whitespaceSheet(), { claimedSize: 2048 }),
    rows: manyRowsXlsx(true),
    rowsWithoutRange: manyRowsXlsx(false),
  };
  server = await startServer();
  admin = await apiClient(server, 'admin@example.com');
  employee = await apiClient(server, 'employee@example.com');
}, 120_000);
afterAll(() => server.stop());

describe('list imports: limits enforced while the file is read', () => {
  it('refuses an XLSX whose sheet declares more than the part limit unzipped, before unzipping it (413)', async () => {
    const before = await countOf(admin, 'languages');
    expect(files.bomb.length).toBeLessThan(100 * 1024);
    const res = await importFile(admin, 'languages', 'bomb.xlsx', files.bomb);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: fileError('part_too_large'),
      part: 'xl/worksheets/sheet1.xml',
      mb: 30,
      maxBytes: IMPORT_MAX_PART_BYTES,
    });
    expect(res.ms).toBeLessThan(REFUSED_WITHIN_MS);
    expect(await countOf(admin, 'languages')).toBe(before);
  });

  it('refuses an XLSX that declares a few bytes but unzips past the part limit (413)', async () => {
    const res = await importFile(employee, 'languages', 'liar.xlsx', files.liar);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: fileError('part_too_large'), part: 'xl/worksheets/sheet1.xml' });
    expect(res.ms).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it('refuses an XLSX of more rows than the limit, whether its sheet declares its range or not (400)', async () => {
    for (const file of [files.rows, files.rowsWithoutRange]) {
      const res = await importFile(admin, 'languages', 'rows.xlsx', file);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: fileError('too_many_rows'), maxRows: IMPORT_MAX_ROWS });
      expect(res.ms).toBeLessThan(REFUSED_WITHIN_MS);
    }
  }, 60_000);

  it('refuses a CSV of 1.3 million rows at the row limit (400)', async () => {
    const rows = csv(`name,code\n${'a,b\n'.repeat(1_300_000)}`);
    expect(rows.length).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
    const res = await importFile(employee, 'languages', 'rows.csv', rows);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: fileError('too_many_rows'), maxRows: IMPORT_MAX_ROWS });
    expect(res.ms).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it('refuses a CSV of more cells than the limit, however few its rows (400)', async () => {
    const width = 1000;
    const line = Array<string>(width).fill('x').join(',');
    const wide = csv(`${Array.from({ length: Math.ceil(IMPORT_MAX_CELLS / width) + 1 }, () => line).join('\n')}\n`);
    const res = await importFile(admin, 'languages', 'wide.csv', wide);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: fileError('too_many_cells'), maxCells: IMPORT_MAX_CELLS });
    expect(res.ms).toBeLessThan(REFUSED_WITHIN_MS);
  });

  it('answers other requests while a file is read', async () => {
    const uploadId = await uploadFile(admin, 'languages', 'rows.xlsx', files.rowsWithoutRange);
    let pending = true;
    const started = performance.now();
    const importing = admin
      .json<Refusal>('POST', '/lists/languages/import', { mode: 'add_more', uploadId })
      .finally(() => (pending = false));
    // Health answers that arrive while the import is still being read, and how long each took.
    const latencies: number[] = [];
    while (pending) {
      const started = performance.now();
      const health = await fetch(`${server.api}/health`);
      const ms = performance.now() - started;
      expect(health.status).toBe(200);
      if (pending) latencies.push(ms);
    }
    expect((await importing).body.code).toBe(fileError('too_many_rows'));
    const importMs = performance.now() - started;
    expect(latencies.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...latencies)).toBeLessThan(Math.max(HEALTH_WITHIN_MS, importMs * HEALTH_WITHIN_SHARE_OF_IMPORT));
  }, 60_000);
});
