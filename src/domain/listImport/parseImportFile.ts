import Papa from 'papaparse';
import type * as Xlsx from '@e965/xlsx';
import { ImportFileError, extensionOf } from './importFile';

/** The spreadsheet library, passed in: the browser loads it on demand, the server imports it. */
export type XlsxModule = Pick<typeof Xlsx, 'read' | 'utils'>;

/** A file's first sheet as rows of text cells; the first row is the header. */
export type Table = string[][];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

function malformed(reason: string): ImportFileError {
  return new ImportFileError('malformed', `The file could not be read: ${reason}.`, { reason });
}

function parseCsv(bytes: Uint8Array): Table {
  if (bytes.includes(0)) throw malformed('it is not a text file');
  // TextDecoder drops a UTF-8 byte-order mark, which Excel writes at the start of CSV files.
  const text = new TextDecoder('utf-8').decode(bytes);
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const broken = result.errors.find((e) => e.type === 'Quotes');
  if (broken) throw malformed(`${broken.message.toLowerCase()} on row ${(broken.row ?? 0) + 1}`);
  return result.data.map((row) => row.map((cell) => String(cell ?? '')));
}

function parseWorkbook(bytes: Uint8Array, ext: 'xls' | 'xlsx', xlsx: XlsxModule): Table {
  // SheetJS reads almost any bytes as some format; insist on the container the name promises.
  const looksRight = ext === 'xlsx' ? startsWith(bytes, ZIP_MAGIC) : startsWith(bytes, OLE_MAGIC) || /^\s*<(\?xml|html|table)/i.test(new TextDecoder().decode(bytes.slice(0, 64)));
  if (!looksRight) throw malformed(`it is not an ${ext.toUpperCase()} spreadsheet`);
  let book: Xlsx.WorkBook;
  try {
    book = xlsx.read(bytes, { type: 'array', cellDates: false, dense: true });
  } catch (e) {
    throw malformed((e as Error).message || 'unknown spreadsheet error');
  }
  const first = book.SheetNames[0];
  if (!first) throw malformed('the workbook has no sheet');
  const rows = xlsx.utils.sheet_to_json<unknown[]>(book.Sheets[first], { header: 1, raw: false, defval: '', blankrows: false });
  return rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
}

/** Reads a CSV, XLS or XLSX file into a table, or throws an ImportFileError saying why it cannot. */
export function parseImportFile(bytes: Uint8Array, fileName: string, xlsx: XlsxModule | null): Table {
  const ext = extensionOf(fileName);
  if (!ext) throw new ImportFileError('bad_type', 'Only CSV, XLS or XLSX files can be imported.');
  if (ext === 'csv') return parseCsv(bytes);
  if (!xlsx) throw new Error('The spreadsheet reader was not loaded');
  return parseWorkbook(bytes, ext, xlsx);
}
