import { xlsxFile } from '../../tests/helpers/xlsxArchive';

/**
 * The crafted files of the abuse bench (bench/abuse.ts): spreadsheets whose size on the wire says
 * little about what reading them costs. Built in memory by the bench itself (through the tests'
 * archive writer), so no binary fixture sits in the repository and each size is a constant one can change.
 */

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Rows and cells without their optional `r` references: a reader counts them, and row numbers would not compress. */
const row = (values: string[]) => `<row>${values.map((v) => `<c t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`;

/**
 * An XLSX whose one sheet is a header, one row, then `whitespaceBytes` of spaces between the
 * rows: whitespace deflates about 1000 to 1, so 400 MB of XML travels as about 400 KB.
 */
export function whitespaceBombXlsx(whitespaceBytes: number): Buffer {
  function* sheet(): Generator<Buffer> {
    yield Buffer.from(`${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}"><sheetData>${row(['name', 'code'])}${row(['Atlantis', 'XA'])}`);
    const block = Buffer.alloc(1024 * 1024, 0x20);
    for (let left = whitespaceBytes; left > 0; left -= block.length) yield left >= block.length ? block : block.subarray(0, left);
    yield Buffer.from('</sheetData></worksheet>');
  }
  return Buffer.from(xlsxFile(Buffer.concat([...sheet()])));
}

/** A seeded generator (mulberry32): the same file on every run, so runs compare. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const word = (next: () => number, length: number, letters = LOWER) =>
  Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join('');

/** Random letters of each name: 420 000 rows then deflate to 4.5 MB, under the 5 MB upload limit. */
const NAME_LETTERS = 9;

/**
 * An XLSX of `rows` language rows (a random name and a valid 3-letter code each), about 90 bytes
 * of XML a row. The random names keep it from deflating to nothing, as a real file would.
 */
export function manyRowsXlsx(rows: number): Buffer {
  const next = random(420);
  function* sheet(): Generator<Buffer> {
    yield Buffer.from(`${XML_DECLARATION}<worksheet xmlns="${MAIN_NS}"><sheetData>${row(['name', 'code'])}`);
    const perPart = 10_000;
    for (let first = 0; first < rows; first += perPart) {
      let xml = '';
      for (let i = first; i < Math.min(rows, first + perPart); i++) xml += row([word(next, NAME_LETTERS), word(next, 3)]);
      yield Buffer.from(xml);
    }
    yield Buffer.from('</sheetData></worksheet>');
  }
  return Buffer.from(xlsxFile(Buffer.concat([...sheet()])));
}

/** A CSV of a `name` header and `rows` three-letter names: 4 bytes a row, 1.3 M rows in 5.2 MB. */
export function manyRowsCsv(rows: number): Buffer {
  const next = random(1300);
  const out = Buffer.alloc(5 + rows * 4);
  out.write('name\n');
  for (let i = 0; i < rows; i++) out.write(`${word(next, 3)}\n`, 5 + i * 4);
  return out;
}

/** `size` bytes that start with PNG's signature: what the upload check looks at. */
export function pngLike(size: number): Buffer {
  const bytes = Buffer.alloc(size);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}
