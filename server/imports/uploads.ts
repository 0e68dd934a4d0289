import { randomUUID } from 'node:crypto';
import { HttpError } from '../http/errors';
import { IMPORT_MAX_BYTES } from '../../src/domain/constants';
import { checkImportFile, type FileErrorCode, type ImportFileError } from '../../src/domain/listImport/importFile';
import type { ImportableList } from '../../src/domain/listImport/importLists';

/** What the browser sends per request: 512 KiB of the file (about 700 KB as base64 JSON). */
export const UPLOAD_CHUNK_BYTES = 512 * 1024;
/** An upload not imported within this time is dropped. */
const UPLOAD_TTL_MS = 30 * 60_000;
/** Uploads one admin may have open at once: enough for retries, too few to fill the memory. */
const MAX_OPEN_PER_ADMIN = 3;

interface Upload {
  id: string;
  adminId: number;
  list: ImportableList;
  fileName: string;
  size: number;
  chunks: Buffer[];
  received: number;
  createdAt: number;
}

/**
 * The status of each refusal of a file: 413 for what is too big to take in, 415 for a type that
 * is not a spreadsheet, 422 for a file whose reading passed the time or memory the server gives
 * it, 400 for the rest (unreadable, or more rows, cells or parts than allowed).
 */
const FILE_ERROR_STATUS: Partial<Record<FileErrorCode, number>> = {
  too_large: 413,
  unzipped_too_large: 413,
  part_too_large: 413,
  bad_type: 415,
  too_slow: 422,
  too_much_memory: 422,
};

/** An ImportFileError as the API answers it: the code is its catalogue key, the detail its numbers. */
export function fileErrorResponse(problem: ImportFileError): HttpError {
  return new HttpError(
    FILE_ERROR_STATUS[problem.code] ?? 400,
    problem.message,
    `app.administration.list_import.file_errors.${problem.code}`,
    problem.detail,
  );
}

function fileRefusal(fileName: string, size: number): HttpError | null {
  const problem = checkImportFile(fileName, size);
  return problem && fileErrorResponse(problem);
}

/**
 * Files on their way to an import, kept in memory: the browser sends a file in chunks so it can
 * show true progress, and the import reads the assembled bytes. Nothing is written to the list
 * until the import itself.
 */
export class UploadStaging {
  private uploads = new Map<string, Upload>();

  constructor(private readonly now: () => number = Date.now) {}

  start(adminId: number, list: ImportableList, fileName: string, size: number): Upload {
    const refusal = fileRefusal(fileName, size);
    if (refusal) throw refusal;
    this.prune();
    const open = [...this.uploads.values()].filter((u) => u.adminId === adminId);
    if (open.length >= MAX_OPEN_PER_ADMIN) this.uploads.delete(open.sort((a, b) => a.createdAt - b.createdAt)[0].id);
    const upload: Upload = { id: randomUUID(), adminId, list, fileName, size, chunks: [], received: 0, createdAt: this.now() };
    this.uploads.set(upload.id, upload);
    return upload;
  }

  /** Chunks arrive in order; a chunk beyond the announced size (or the limit) is refused with 413. */
  append(adminId: number, list: ImportableList, id: string, index: number, base64: string): Upload {
    const upload = this.find(adminId, list, id);
    if (index !== upload.chunks.length) {
      throw new HttpError(
        409,
        `Expected chunk ${upload.chunks.length}, got ${index}.`,
        'app.administration.list_import.errors.chunk_order',
        { expected: upload.chunks.length },
      );
    }
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > UPLOAD_CHUNK_BYTES) {
      throw new HttpError(413, `A chunk holds at most ${UPLOAD_CHUNK_BYTES} bytes.`, 'app.errors.too_large', {
        chunkBytes: UPLOAD_CHUNK_BYTES,
      });
    }
    if (upload.received + bytes.length > Math.min(upload.size, IMPORT_MAX_BYTES)) {
      this.uploads.delete(id);
      throw fileRefusal(upload.fileName, IMPORT_MAX_BYTES + 1)!;
    }
    upload.chunks.push(bytes);
    upload.received += bytes.length;
    return upload;
  }

  /** The complete file of an upload (409 while chunks are missing). */
  bytes(adminId: number, list: ImportableList, id: string): { fileName: string; bytes: Uint8Array } {
    const upload = this.find(adminId, list, id);
    if (upload.received !== upload.size) {
      throw new HttpError(
        409,
        `The upload is incomplete: ${upload.received} of ${upload.size} bytes received.`,
        'app.administration.list_import.errors.upload_incomplete',
      );
    }
    const refusal = fileRefusal(upload.fileName, upload.received);
    if (refusal) throw refusal;
    return { fileName: upload.fileName, bytes: new Uint8Array(Buffer.concat(upload.chunks)) };
  }

  finish(id: string): void {
    this.uploads.delete(id);
  }

  private find(adminId: number, list: ImportableList, id: string): Upload {
    this.prune();
    const upload = this.uploads.get(id);
    if (!upload || upload.adminId !== adminId || upload.list !== list) {
      throw new HttpError(
        404,
        'This upload does not exist or has expired; choose the file again.',
        'app.administration.list_import.errors.upload_missing',
      );
    }
    return upload;
  }

  private prune(): void {
    const cutoff = this.now() - UPLOAD_TTL_MS;
    for (const [id, u] of this.uploads) if (u.createdAt < cutoff) this.uploads.delete(id);
  }
}
