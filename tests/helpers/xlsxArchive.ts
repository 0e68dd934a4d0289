import { crc32, deflateRawSync } from 'node:zlib';

/** One file of a zip archive; `claimedSize` makes the archive declare another uncompressed size than the real one. */
export interface ZipPart {
  name: string;
  data: string | Uint8Array;
  claimedSize?: number;
}

/**
 * A zip archive of deflated parts, written by hand so a test can make it say what it likes
 * about its sizes (zlib deflates but does not write archives).
 */
export function zipArchive(parts: readonly ZipPart[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = Buffer.from(part.data);
    const compressed = deflateRawSync(data, { level: 9 });
    const name = Buffer.from(part.name);
    const size = part.claimedSize ?? data.length;
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(compressed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(compressed.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    directory.push(record, name);
    offset += local.length + name.length + compressed.length;
  }
  const directorySize = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, ...directory, end]));
}

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A column letter: 0 → A, 25 → Z, 26 → AA. */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The rows of a sheet as SpreadsheetML `<row>` elements with inline strings. */
export function sheetRowsXml(rows: readonly (readonly string[])[], firstRow = 1): string {
  return rows
    .map((cells, i) => {
      const r = firstRow + i;
      return `<row r="${r}">${cells.map((text, c) => `<c r="${columnName(c)}${r}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`).join('')}</row>`;
    })
    .join('');
}

/** A worksheet part around `sheetData` (rows as sheetRowsXml writes them, or anything else); `dimension` is the range it declares, if any. */
export function worksheetXml(sheetData: string, dimension?: string): string {
  const declared = dimension ? `<dimension ref="${dimension}"/>` : '';
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}">${declared}<sheetData>${sheetData}</sheetData></worksheet>`;
}

/** An XLSX of one sheet whose part is `sheet` (see worksheetXml); `claimedSize` is what the archive says that part unzips to. */
export function xlsxFile(sheet: string | Uint8Array, opts: { claimedSize?: number; extraParts?: ZipPart[] } = {}): Uint8Array {
  return zipArchive([
    {
      name: '[Content_Types].xml',
      data:
        `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
        `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    },
    {
      name: '_rels/.rels',
      data: `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheet, claimedSize: opts.claimedSize },
    ...(opts.extraParts ?? []),
  ]);
}
