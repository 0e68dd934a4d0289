import * as XLSX from '@e965/xlsx';
import { parseImportFile } from './parseImportFile';
import { checkImportFile } from './importFile';
import { IMPORT_MAX_BYTES } from '../constants';

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
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['name', 'code'], ['Tamil', 'ta'], [42, 'xx']]), 'first');
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
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['name', 'code'], ['Nepal', 'NP']]), 'countries');
    const file = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
    expect(parseImportFile(file, 'old.xls', XLSX)[1]).toEqual(['Nepal', 'NP']);
  });

  it('refuses a file whose content is not the spreadsheet its name promises', () => {
    expect(() => parseImportFile(bytes('name,code\nX,YY\n'), 'fake.xlsx', XLSX)).toThrow(expect.objectContaining({ code: 'malformed' }));
    expect(() => parseImportFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx', XLSX)).toThrow(expect.objectContaining({ code: 'malformed' }));
  });
});
