import { parentPort } from 'node:worker_threads';
import * as XLSX from '@e965/xlsx';
import { ImportFileError } from '../../src/domain/listImport/importFile';
import { parseImportFile, type Table } from '../../src/domain/listImport/parseImportFile';
import { checkUnzippedSizes } from './unzippedSizes';

export interface ParseRequest {
  fileName: string;
  bytes: Uint8Array;
}

/** A table, or why the file cannot be imported; any other failure is thrown and ends the thread. */
export type ParseAnswer =
  { table: Table } | { refusal: { code: ImportFileError['code']; message: string; detail: Record<string, unknown> } };

/** Parses the uploaded list files fileParsing.ts sends this thread, one at a time, and posts each answer back. */
parentPort!.on('message', ({ fileName, bytes }: ParseRequest) => {
  let answer: ParseAnswer;
  try {
    answer = { table: parseImportFile(bytes, fileName, XLSX, checkUnzippedSizes) };
  } catch (e) {
    // Anything but a refusal is a fault of the reader: thrown, it ends the thread (never reused).
    if (!(e instanceof ImportFileError)) throw e;
    answer = { refusal: { code: e.code, message: e.message, detail: e.detail } };
  }
  parentPort!.postMessage(answer);
});
