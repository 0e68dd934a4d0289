import * as XLSX from '@e965/xlsx';
import { parseImportFile } from './parseImportFile';
import { checkImportFile } from './importFile';
import { IMPORT_MAX_BYTES, IMPORT_MAX_CELLS, IMPORT_MAX_ROWS } from '../constants';
import { sheetRowsXml, worksheetXml, xlsxFile } from '../../../tests/helpers/xlsxArchive';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('checkImportFile', () => {
  it('accepts CSV, XLS and XLSX up to the limit, whatever the case of the extension', () => {
    expect(checkImportFile('list.CSV', 10)).toBeNull();
    expect(checkImportFile('list.xls', IMPORT_MAX_BYTES)).toBeNull();
    expect(checkImportFile('list.xlsx', 1)).toBeNull();
  });
  it('refuses other types, oversize and empty files', () => {
    expect(checkImportFile('list.pdf', 10)?.code).toBe('bad_type');
    expect(checkImportFile('csv', 10)?.code).toBe('bad_type');
    expect(checkImportFile('list.csv', IMPORT_MAX_BYTES + 1)?.code).toBe('too_large');
    expect(checkImportFile('list.csv', 0)?.code).toBe('empty');
  });
});

describe('parseImportFile', () => {
  it('reads CSV with a byte-order mark, quotes and CRLF', () => {
    expect(parseImportFile(bytes('\uFEFFname,code\r\n"Côte d\'Ivoire, Republic",CI\r\n'), 'a.csv', null)).toEqual([
      ['name', 'code'],
      ["Côte d'Ivoire, Republic", 'CI'],
    ]);
  });

  it('refuses a CSV with an unclosed quote or binary content', () => {
    expect(() => parseImportFile(bytes('name,code\n"Open,XX\n'), 'a.csv', null)).toThrow(expect.objectContaining({ code: 'malformed' }));
    expect(() => parseImportFile(new Uint8Array([0x6e, 0, 0x61]), 'a.csv', null)).toThrow(expect.objectContaining({ code: 'malformed' }));
  });

  it('reads the first sheet of an XLSX as text cells', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['name', 'code'],
        ['Tamil', 'ta'],
        [42, 'xx'],
      ]),
      'first',
    );
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['other']]), 'second');
    const file = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(parseImportFile(file, 'langs.xlsx', XLSX)).toEqual([
      ['name', 'code'],
      ['Tamil', 'ta'],
      ['42', 'xx'],
    ]);
  });

  it('reads a legacy XLS', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['name', 'code'],
        ['Nepal', 'NP'],
      ]),
      'countries',
    );
    const file = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
    expect(parseImportFile(file, 'old.xls', XLSX)[1]).toEqual(['Nepal', 'NP']);
  });

  it('refuses a file whose content is not the spreadsheet its name promises', () => {
    expect(() => parseImportFile(bytes('name,code\nX,YY\n'), 'fake.xlsx', XLSX)).toThrow(expect.objectContaining({ code: 'malformed' }));
    expect(() => parseImportFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx', XLSX)).toThrow(
      expect.objectContaining({ code: 'malformed' }),
    );
  });
});

describe('parseImportFile: limits while reading', () => {
  const languageRows = (count: number) => Array.from({ length: count }, (_, i) => [`Language ${i}`, `l${i}`]);
  const csvOf = (rows: string[][]) => bytes(rows.map((r) => r.join(',')).join('\n'));
  const workbook = (rows: string[][], bookType: 'xlsx' | 'biff8') => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'list');
    return new Uint8Array(XLSX.write(book, { type: 'array', bookType, compression: true }) as ArrayBuffer);
  };

  it('reads a CSV of exactly the row limit, blank lines not counted, and refuses one row more', () => {
    const full = [['name', 'code'], ...languageRows(IMPORT_MAX_ROWS)];
    expect(parseImportFile(bytes(`${full.map((r) => r.join(',')).join('\n')}\n\n , \n`), 'a.csv', null)).toHaveLength(IMPORT_MAX_ROWS + 1);
    expect(() => parseImportFile(csvOf([...full, ['One more', 'om']]), 'a.csv', null)).toThrow(
      expect.objectContaining({ code: 'too_many_rows', detail: { maxRows: IMPORT_MAX_ROWS } }),
    );
  });

  it('refuses a CSV with more cells than the limit, however few its rows', () => {
    const width = 1000;
    const rows = Array.from({ length: Math.ceil(IMPORT_MAX_CELLS / width) + 1 }, () => Array<string>(width).fill('x'));
    expect(() => parseImportFile(csvOf(rows), 'a.csv', null)).toThrow(
      expect.objectContaining({ code: 'too_many_cells', detail: { maxCells: IMPORT_MAX_CELLS } }),
    );
  });

  it('numbers the row of an unclosed quote as the import numbers rows', () => {
    expect(() => parseImportFile(bytes('name,code\n\nok,1\n"Open,XX\n'), 'a.csv', null)).toThrow(
      expect.objectContaining({ detail: { reason: 'quoted field unterminated on row 3' } }),
    );
  });

  it('refuses an XLSX or XLS sheet of more rows than the limit', () => {
    const rows = [['name', 'code'], ...languageRows(IMPORT_MAX_ROWS + 1)];
    expect(() => parseImportFile(workbook(rows, 'xlsx'), 'a.xlsx', XLSX)).toThrow(expect.objectContaining({ code: 'too_many_rows' }));
    expect(() => parseImportFile(workbook(rows, 'biff8'), 'a.xls', XLSX)).toThrow(expect.objectContaining({ code: 'too_many_rows' }));
  });

  it('refuses a sheet that declares no range but holds more rows than the limit', () => {
    const sheet = worksheetXml(sheetRowsXml([['name', 'code'], ...languageRows(IMPORT_MAX_ROWS + 1)]));
    expect(() => parseImportFile(xlsxFile(sheet), 'a.xlsx', XLSX)).toThrow(expect.objectContaining({ code: 'too_many_rows' }));
  });

  it('refuses a sheet that goes on past the lines it reads, even when its rows are few and far between', () => {
    const sheet = worksheetXml(
      sheetRowsXml([
        ['name', 'code'],
        ['Tamil', 'ta'],
      ]) + sheetRowsXml([['Far below', 'fb']], 500_000),
      'A1:B500000',
    );
    expect(() => parseImportFile(xlsxFile(sheet), 'a.xlsx', XLSX)).toThrow(expect.objectContaining({ code: 'too_many_rows' }));
    // A header two lines down: the last rows lie past the lines read, so the file is refused, never cut short.
    const lowered = worksheetXml(sheetRowsXml([['name', 'code'], ...languageRows(IMPORT_MAX_ROWS)], 3), `A3:B${IMPORT_MAX_ROWS + 3}`);
    expect(() => parseImportFile(xlsxFile(lowered), 'a.xlsx', XLSX)).toThrow(expect.objectContaining({ code: 'too_many_rows' }));
  });

  it('refuses a sheet whose rows × columns pass the cell limit (a cell out in column XFD)', () => {
    const rows = [['name', 'code'], ...languageRows(20)];
    const sheet = worksheetXml(
      sheetRowsXml(rows) + '<row r="22"><c r="XFD22" t="inlineStr"><is><t>far right</t></is></c></row>',
      'A1:XFD22',
    );
    expect(() => parseImportFile(xlsxFile(sheet), 'a.xlsx', XLSX)).toThrow(expect.objectContaining({ code: 'too_many_cells' }));
  });
});
