import { IMPORT_MAX_PARTS, IMPORT_MAX_PART_BYTES, IMPORT_MAX_UNZIPPED_BYTES } from '../constants';
import { limitError, malformedFile } from './importFile';

/** One file inside a zip archive, as the archive declares it. */
export interface ZipEntry {
  name: string;
  /** 0: stored as is; 8: deflated. */
  method: number;
  /**
   * The largest uncompressed size the archive declares for the entry: its central directory
   * record, its local header and their ZIP64 fields may disagree, and the spreadsheet reader
   * trusts the local header.
   */
  declaredSize: number;
  /** Where the entry's (compressed) bytes start. */
  dataOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_RECORD = 46;
const LOCAL_HEADER = 30;
const ZIP64_FIELD = 0x0001;

/** The uncompressed size in an extra field's ZIP64 record (its first 8 bytes), 0 without one. */
function zip64Size(view: DataView, start: number, length: number): number {
  let declared = 0;
  for (let at = start; at + 4 <= start + length;) {
    const type = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (type === ZIP64_FIELD && at + 12 <= view.byteLength)
      declared = view.getUint32(at + 4, true) + view.getUint32(at + 8, true) * 2 ** 32;
    at += 4 + size;
  }
  return declared;
}

/**
 * The entries of a zip archive read from its central directory and local headers, without
 * unzipping anything. It reads the directory the way SheetJS does (the last end-of-directory
 * record in the file, its entry count and offset), so the entries checked here are the ones
 * SheetJS will inflate.
 */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 4;
  while (end >= 0 && view.getUint32(end, true) !== END_OF_DIRECTORY) end--;
  if (end < 0 || end + 22 > bytes.length) throw malformedFile('the zip archive has no directory');
  const count = view.getUint16(end + 8, true);
  if (count > IMPORT_MAX_PARTS) throw limitError.parts();
  const entries: ZipEntry[] = [];
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < count; i++) {
    if (at + DIRECTORY_RECORD > bytes.length) throw malformedFile('the zip directory is cut short');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const recordEnd = at + DIRECTORY_RECORD + nameLength + extraLength;
    if (recordEnd > bytes.length || localOffset + LOCAL_HEADER > bytes.length)
      throw malformedFile('the zip directory points outside the file');
    const name = new TextDecoder().decode(bytes.subarray(at + DIRECTORY_RECORD, at + DIRECTORY_RECORD + nameLength));
    const localNameLength = view.getUint16(localOffset + 26, true);
    const localExtraLength = view.getUint16(localOffset + 28, true);
    const dataOffset = localOffset + LOCAL_HEADER + localNameLength + localExtraLength;
    if (dataOffset > bytes.length) throw malformedFile('a zip entry is cut short');
    entries.push({
      name,
      method: view.getUint16(localOffset + 8, true),
      declaredSize: Math.max(
        view.getUint32(at + 24, true),
        zip64Size(view, at + DIRECTORY_RECORD + nameLength, extraLength),
        view.getUint32(localOffset + 22, true),
        zip64Size(view, localOffset + LOCAL_HEADER + localNameLength, localExtraLength),
      ),
      dataOffset,
    });
    at = recordEnd + commentLength;
  }
  return entries;
}

/** A path as SheetJS looks parts up: ignoring case, either slash. */
const partName = (name: string) => name.toLowerCase().replace(/\\/g, '/');
/**
 * SheetJS reads a zip holding one of these as another format (OpenDocument, Numbers, whose
 * parts are compressed again inside): an XLSX has none of them, and its content types part.
 */
const OTHER_FORMATS = ['meta-inf/manifest.xml', 'objectdata.xml', 'index/document.iwa'];

/**
 * Refuses an XLSX before it is unzipped when its directory declares more parts than
 * IMPORT_MAX_PARTS, a part larger than IMPORT_MAX_PART_BYTES or more than IMPORT_MAX_UNZIPPED_BYTES
 * in all. Returns the entries, so the server can check the sizes they really unzip to.
 */
export function checkXlsxArchive(bytes: Uint8Array): ZipEntry[] {
  const entries = readZipDirectory(bytes);
  const names = new Set(entries.map((e) => partName(e.name)));
  if (!names.has('[content_types].xml') || OTHER_FORMATS.some((n) => names.has(n))) throw malformedFile('it is not an XLSX spreadsheet');
  let total = 0;
  for (const entry of entries) {
    if (entry.declaredSize > IMPORT_MAX_PART_BYTES) throw limitError.part(entry.name);
    total += entry.declaredSize;
    if (total > IMPORT_MAX_UNZIPPED_BYTES) throw limitError.unzipped();
  }
  return entries;
}
