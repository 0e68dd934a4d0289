import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
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

/** What an upload is, as its folder's upload.json holds it. */
interface UploadInfo {
  adminId: number;
  list: ImportableList;
  fileName: string;
  size: number;
  createdAt: number;
}

/** An upload as the routes answer it: its id, its announced size and the bytes received so far. */
export interface UploadState {
  id: string;
  size: number;
  received: number;
}

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const INFO_FILE = 'upload.json';
const partName = (index: number) => `${String(index).padStart(6, '0')}.part`;

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
 * Files on their way to an import, in the data folder (`<DATA_DIR>/import-uploads/<id>/`: its
 * upload.json and one file per chunk): the browser sends a file in chunks so it can show true
 * progress, and the import reads the assembled bytes. Every server process on this data folder
 * (`WORKERS=N`) sees the same uploads, so consecutive chunks may reach different processes.
 * Nothing is written to the list until the import itself; nothing of a file is held in memory
 * between its requests.
 */
export class UploadStaging {
  constructor(
    private readonly dir: string,
    private readonly now: () => number = Date.now,
  ) {}

  async start(adminId: number, list: ImportableList, fileName: string, size: number): Promise<UploadState> {
    const refusal = fileRefusal(fileName, size);
    if (refusal) throw refusal;
    const open = (await this.prune()).filter((u) => u.info.adminId === adminId).sort((a, b) => a.info.createdAt - b.info.createdAt);
    for (const old of open.slice(0, Math.max(0, open.length - MAX_OPEN_PER_ADMIN + 1))) await this.finish(old.id);
    const id = randomUUID();
    const info: UploadInfo = { adminId, list, fileName, size, createdAt: this.now() };
    // Written under a temporary name and renamed: another process never sees a folder without its upload.json.
    const tmp = path.join(this.dir, `.${id}.tmp`);
    await fs.mkdir(tmp, { recursive: true });
    await fs.writeFile(path.join(tmp, INFO_FILE), JSON.stringify(info));
    await fs.rename(tmp, path.join(this.dir, id));
    return { id, size, received: 0 };
  }

  /**
   * Chunks arrive in order; a chunk beyond the announced size (or the limit) is refused with 413.
   * A chunk file is created only if absent: the same chunk sent twice at once (to two processes)
   * is taken once, the other answered 409 as out of order.
   */
  async append(adminId: number, list: ImportableList, id: string, index: number, base64: string): Promise<UploadState> {
    const { info, parts } = await this.find(adminId, list, id);
    if (index !== parts.length) throw outOfOrder(parts.length, index);
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > UPLOAD_CHUNK_BYTES) {
      throw new HttpError(413, `A chunk holds at most ${UPLOAD_CHUNK_BYTES} bytes.`, 'app.errors.too_large', {
        chunkBytes: UPLOAD_CHUNK_BYTES,
      });
    }
    const received = parts.reduce((sum, p) => sum + p.size, 0);
    if (received + bytes.length > Math.min(info.size, IMPORT_MAX_BYTES)) {
      await this.finish(id);
      throw fileRefusal(info.fileName, IMPORT_MAX_BYTES + 1)!;
    }
    try {
      await fs.writeFile(path.join(this.dir, id, partName(index)), bytes, { flag: 'wx' });
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw outOfOrder(index + 1, index);
      throw e;
    }
    return { id, size: info.size, received: received + bytes.length };
  }

  /** The complete file of an upload (409 while chunks are missing). */
  async bytes(adminId: number, list: ImportableList, id: string): Promise<{ fileName: string; bytes: Uint8Array }> {
    const { info, parts } = await this.find(adminId, list, id);
    const received = parts.reduce((sum, p) => sum + p.size, 0);
    if (received !== info.size) {
      throw new HttpError(
        409,
        `The upload is incomplete: ${received} of ${info.size} bytes received.`,
        'app.administration.list_import.errors.upload_incomplete',
      );
    }
    const refusal = fileRefusal(info.fileName, received);
    if (refusal) throw refusal;
    const chunks = await Promise.all(parts.map((p) => fs.readFile(path.join(this.dir, id, p.name))));
    return { fileName: info.fileName, bytes: new Uint8Array(Buffer.concat(chunks)) };
  }

  async finish(id: string): Promise<void> {
    if (UPLOAD_ID.test(id)) await fs.rm(path.join(this.dir, id), { recursive: true, force: true });
  }

  /** The upload's description and its chunk files in order, or 404 (unknown, expired, another admin's or list's). */
  private async find(
    adminId: number,
    list: ImportableList,
    id: string,
  ): Promise<{ info: UploadInfo; parts: { name: string; size: number }[] }> {
    // What prune keeps is every live upload, read once: this one among them or none.
    const info = (await this.prune()).find((u) => u.id === id)?.info;
    if (!info || info.adminId !== adminId || info.list !== list) {
      throw new HttpError(
        404,
        'This upload does not exist or has expired; choose the file again.',
        'app.administration.list_import.errors.upload_missing',
      );
    }
    const names = (await fs.readdir(path.join(this.dir, id))).filter((n) => n.endsWith('.part')).sort();
    const parts = await Promise.all(names.map(async (name) => ({ name, size: (await fs.stat(path.join(this.dir, id, name))).size })));
    return { info, parts };
  }

  private async info(id: string): Promise<UploadInfo | null> {
    try {
      return JSON.parse(await fs.readFile(path.join(this.dir, id, INFO_FILE), 'utf8')) as UploadInfo;
    } catch {
      return null;
    }
  }

  /** Removes the uploads older than the time an upload is kept (and folders left half made); answers the others. */
  private async prune(): Promise<{ id: string; info: UploadInfo }[]> {
    const cutoff = this.now() - UPLOAD_TTL_MS;
    let names: string[];
    try {
      names = await fs.readdir(this.dir);
    } catch {
      return [];
    }
    const kept: { id: string; info: UploadInfo }[] = [];
    for (const name of names) {
      const full = path.join(this.dir, name);
      if (!UPLOAD_ID.test(name)) {
        if (((await fs.stat(full).catch(() => null))?.mtimeMs ?? Infinity) < cutoff) await fs.rm(full, { recursive: true, force: true });
        continue;
      }
      const info = await this.info(name);
      if (!info || info.createdAt < cutoff) await fs.rm(full, { recursive: true, force: true });
      else kept.push({ id: name, info });
    }
    return kept;
  }
}

function outOfOrder(expected: number, got: number): HttpError {
  return new HttpError(409, `Expected chunk ${expected}, got ${got}.`, 'app.administration.list_import.errors.chunk_order', { expected });
}
