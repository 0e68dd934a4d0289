import { checkImportFile, extensionOf } from '../../../domain/listImport/importFile';
import { parseImportFile, type Table } from '../../../domain/listImport/parseImportFile';

export interface ReadFile {
  fileName: string;
  bytes: Uint8Array;
  table: Table;
}

/** The file's bytes through FileReader, which every browser (and jsdom, for the component tests) has. */
function readBytes(file: File): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Checks a picked file before anything is read or uploaded (type and IMPORT_MAX_BYTES), then
 * parses it. The spreadsheet library is loaded here, on demand, as its own chunk.
 */
export async function readImportFile(file: File): Promise<ReadFile> {
  const problem = checkImportFile(file.name, file.size);
  if (problem) throw problem;
  const bytes = await readBytes(file);
  const xlsx = extensionOf(file.name) === 'csv' ? null : await import('@e965/xlsx');
  return { fileName: file.name, bytes, table: parseImportFile(bytes, file.name, xlsx) };
}
