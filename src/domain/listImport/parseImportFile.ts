import Papa from 'papaparse';
import type * as Xlsx from '@e965/xlsx';
import { ImportFileError, extensionOf, limitError, malformedFile } from './importFile';
import { IMPORT_MAX_CELLS, IMPORT_MAX_ROWS } from '../constants';
import { checkXlsxArchive, type ZipEntry } from './zipDirectory';

/** The spreadsheet library, passed in: the browser loads it on demand, the server imports it. */
export type XlsxModule = Pick<typeof Xlsx, 'read' | 'utils'>;

/** A file's first sheet as rows of text cells; the first row is the header. */
export type Table = string[][];

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/**
 * The lines of a sheet read at most: the header, the row limit and one more, which tells a sheet
 * over the limit from one exactly at it. SheetJS skips the rows below without building them.
 */
const SHEET_ROWS_READ = IMPORT_MAX_ROWS + 2;

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

const isBlank = (cells: readonly string[]) => cells.every((c) => !c.trim());

/**
 * Papa reads a string in pieces of this size when asked to: given the whole text at once it
 * splits all of it into lines before the first row reaches `step`, once per delimiter it tries.
 */
const CSV_CHUNK_CHARS = 64 * 1024;

/**
 * Reads row by row and stops at the first row past IMPORT_MAX_ROWS or cell past IMPORT_MAX_CELLS,
 * so a file of a million short lines costs what its first twenty thousand cost.
 */
function parseCsv(bytes: Uint8Array): Table {
  if (bytes.includes(0)) throw malformedFile('it is not a text file');
  // TextDecoder drops a UTF-8 byte-order mark, which Excel writes at the start of CSV files.
  const text = new TextDecoder('utf-8').decode(bytes);
  const table: Table = [];
  let dataRows = 0;
  let cells = 0;
  // Set inside the step callback, which TypeScript does not follow: hence the widened type.
  let refusal = null as ImportFileError | null;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    chunkSize: CSV_CHUNK_CHARS,
    step: (result, parser) => {
      const broken = result.errors.find((e) => e.type === 'Quotes');
      const row = result.data.map((cell) => String(cell ?? ''));
      cells += row.length;
      if (table.length > 0 && !isBlank(row)) dataRows++;
      // Rows are numbered as the import numbers them: the header is row 1, empty lines do not count.
      if (broken) refusal = malformedFile(`${broken.message.toLowerCase()} on row ${table.length + 1}`);
      else if (dataRows > IMPORT_MAX_ROWS) refusal = limitError.rows();
      else if (cells > IMPORT_MAX_CELLS) refusal = limitError.cells();
      if (refusal) return parser.abort();
      table.push(row);
    },
  });
  if (refusal) throw refusal;
  return table;
}

/** How many cells a sheet range such as "A1:C20" spans. */
function rangeCells(xlsx: XlsxModule, ref: string | undefined): number {
  if (!ref) return 0;
  const { s, e } = xlsx.utils.decode_range(ref);
  return (e.r - s.r + 1) * (e.c - s.c + 1);
}

/**
 * A check of an XLSX archive's entries run after their declared sizes passed and before SheetJS
 * unzips them: the server unzips each with a capped output, as declared sizes can lie.
 */
export type ArchiveCheck = (bytes: Uint8Array, entries: readonly ZipEntry[]) => void;

function parseWorkbook(bytes: Uint8Array, ext: 'xls' | 'xlsx', xlsx: XlsxModule, checkArchive?: ArchiveCheck): Table {
  // SheetJS reads almost any bytes as some format; insist on the container the name promises.
  const looksRight =
    ext === 'xlsx'
      ? startsWith(bytes, ZIP_MAGIC)
      : startsWith(bytes, OLE_MAGIC) || /^\s*<(\?xml|html|table)/i.test(new TextDecoder().decode(bytes.slice(0, 64)));
  if (!looksRight) throw malformedFile(`it is not an ${ext.toUpperCase()} spreadsheet`);
  // A few hundred kilobytes of XLSX can unzip to gigabytes: check what the archive declares first.
  if (ext === 'xlsx') {
    const entries = checkXlsxArchive(bytes);
    checkArchive?.(bytes, entries);
  }
  let book: Xlsx.WorkBook;
  try {
    book = xlsx.read(bytes, { type: 'array', cellDates: false, dense: true, sheets: 0, sheetRows: SHEET_ROWS_READ });
  } catch (e) {
    throw malformedFile((e as Error).message || 'unknown spreadsheet error');
  }
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) throw malformedFile('the workbook has no sheet');
  // SheetJS sets !fullref (the sheet's whole range) only when the sheet goes on past the lines it read.
  if (sheet['!fullref']) throw limitError.rows();
  // Every line read becomes a row as wide as the range (blank cells included) below.
  if (rangeCells(xlsx, sheet['!ref']) > IMPORT_MAX_CELLS) throw limitError.cells();
  const rows = xlsx.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  const table = rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? '' : String(cell))));
  if (table.slice(1).filter((row) => !isBlank(row)).length > IMPORT_MAX_ROWS) throw limitError.rows();
  return table;
}

/**
 * Reads a CSV, XLS or XLSX file into a table, or throws an ImportFileError saying why it cannot;
 * a file over IMPORT_MAX_ROWS rows or IMPORT_MAX_CELLS cells is refused as soon as reading reaches
 * the limit, an XLSX that unzips to too much before it is unzipped.
 */
export function parseImportFile(bytes: Uint8Array, fileName: string, xlsx: XlsxModule | null, checkArchive?: ArchiveCheck): Table {
  const ext = extensionOf(fileName);
  if (!ext) throw new ImportFileError('bad_type', 'Only CSV, XLS or XLSX files can be imported.');
  if (ext === 'csv') return parseCsv(bytes);
  if (!xlsx) throw new Error('The spreadsheet reader was not loaded');
  return parseWorkbook(bytes, ext, xlsx, checkArchive);
}
