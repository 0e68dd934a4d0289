import { inflateRawSync } from 'node:zlib';
import { IMPORT_MAX_PART_BYTES, IMPORT_MAX_UNZIPPED_BYTES } from '../../src/domain/constants';
import { limitError, malformedFile } from '../../src/domain/listImport/importFile';
import type { ZipEntry } from '../../src/domain/listImport/zipDirectory';

const DEFLATED = 8;

/**
 * Unzips every deflated entry of an XLSX once, its output capped, and refuses the file when an
 * entry really expands beyond IMPORT_MAX_PART_BYTES or all of them beyond
 * IMPORT_MAX_UNZIPPED_BYTES. The sizes the archive declares were checked already, but they can
 * lie, and SheetJS unzips in plain JavaScript until the data ends, whatever was declared. Like
 * SheetJS, it reads each entry from its start to the end of its compressed stream. Native zlib
 * unzips the 50 MB allowed in a fraction of a second.
 */
export function checkUnzippedSizes(bytes: Uint8Array, entries: readonly ZipEntry[]): void {
  let total = 0;
  for (const entry of entries) {
    // A stored entry is never larger than the file, which IMPORT_MAX_BYTES bounds.
    if (entry.method !== DEFLATED) continue;
    const cap = Math.min(IMPORT_MAX_PART_BYTES, IMPORT_MAX_UNZIPPED_BYTES - total);
    let size: number;
    try {
      // One byte over the cap is enough to know the cap is passed.
      size = inflateRawSync(bytes.subarray(entry.dataOffset), { maxOutputLength: cap + 1 }).length;
    } catch (e) {
      if ((e as { code?: string }).code !== 'ERR_BUFFER_TOO_LARGE') throw malformedFile(`the part ${entry.name} of the archive is damaged`);
      size = cap + 1;
    }
    if (size > IMPORT_MAX_PART_BYTES) throw limitError.part(entry.name);
    total += size;
    if (total > IMPORT_MAX_UNZIPPED_BYTES) throw limitError.unzipped();
  }
}
