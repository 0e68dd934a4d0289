import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { UPLOAD_CHUNK_BYTES, UPLOAD_FILE_NAME, UPLOAD_PATH_PREFIX, UPLOAD_TYPES, type UploadExtension, type UploadType } from '../../src/domain/uploads';
import { HttpError } from '../http/errors';
import { registerWriteRule } from '../rest/writeRules';
import type { ActionHandler } from './types';

// ---- The `remove` command and REST rules of users' media ------------------------------

/** remove: hides a user's photo or video; the reason is kept for the user to read. */
const remove: ActionHandler<{ reason: string }> = ({ tx, record, payload, nextStatus }) =>
  tx.update('media', record.id, { status: nextStatus, removalReason: payload.reason });

export const mediaHandlers = { remove: remove as ActionHandler };

/** Users upload their media from the marketplace; the back-office only removes it, with a reason. */
export function registerMediaWriteRules(): void {
  registerWriteRule('media', {
    beforeUpdate({ current, data }) {
      if (current.status !== data.status || current.removalReason !== data.removalReason) throw removeOnly();
    },
  });
}

function removeOnly(): HttpError {
  return new HttpError(409, 'A media item is removed only through the remove command, with a reason.', 'app.content.errors.command_only', { field: 'status' });
}

// ---- Uploaded files of the platform's quick ads -----------------------------------------

/** The first bytes of each whitelisted format: a file must be what its content type says. */
const MAGIC: Record<UploadExtension, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  mp4: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  webm: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
};

const MIME_BY_EXT = Object.fromEntries(Object.entries(UPLOAD_TYPES).map(([mime, ext]) => [ext, mime])) as Record<UploadExtension, UploadType>;

/** An unfinished upload lives this long after its last chunk, then its bytes are dropped. */
const PENDING_TTL_MS = 15 * 60 * 1000;
/** Unfinished uploads one admin may have at once (a form uploads its files one by one). */
const PENDING_PER_ADMIN = 4;

interface Pending {
  adminId: number;
  ext: UploadExtension;
  size: number;
  received: number;
  touchedAt: number;
}

export interface UploadDone {
  url: string;
  contentType: UploadType;
  size: number;
}

/**
 * Uploaded images and videos in `<dataDir>/uploads` under 128-bit random names. A file arrives
 * in chunks (begin, then append in order); it gets its final name only once complete and its
 * first bytes match its declared type, so a served file is always whole and of a whitelisted type.
 */
export class UploadStore {
  readonly dir: string;
  private readonly partialDir: string;
  private readonly pending = new Map<string, Pending>();

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
    this.partialDir = path.join(this.dir, '.partial');
  }

  begin(adminId: number, contentType: UploadType, size: number): { uploadId: string; chunkBytes: number } {
    this.dropStale();
    if ([...this.pending.values()].filter((p) => p.adminId === adminId).length >= PENDING_PER_ADMIN) {
      throw new HttpError(429, 'Too many unfinished uploads: finish or wait for them first.', 'app.content.upload.too_many');
    }
    fs.mkdirSync(this.partialDir, { recursive: true });
    const uploadId = crypto.randomBytes(16).toString('hex');
    fs.writeFileSync(path.join(this.partialDir, uploadId), Buffer.alloc(0), { mode: 0o600 });
    this.pending.set(uploadId, { adminId, ext: UPLOAD_TYPES[contentType], size, received: 0, touchedAt: Date.now() });
    return { uploadId, chunkBytes: UPLOAD_CHUNK_BYTES };
  }

  /** Appends the chunk that starts at `offset`; the last one completes the file. */
  append(adminId: number, uploadId: string, offset: number, bytes: Buffer): { received: number } | UploadDone {
    const p = this.pending.get(uploadId);
    if (!p || p.adminId !== adminId) throw new HttpError(404, 'Not found.');
    if (offset !== p.received) {
      throw new HttpError(409, `The next chunk starts at byte ${p.received}.`, 'app.content.upload.out_of_order', { received: p.received });
    }
    if (!bytes.length || bytes.length > UPLOAD_CHUNK_BYTES || p.received + bytes.length > p.size) {
      throw new HttpError(400, 'The chunk does not fit the declared file size.', 'app.content.upload.bad_chunk');
    }
    const partial = path.join(this.partialDir, uploadId);
    fs.appendFileSync(partial, bytes);
    p.received += bytes.length;
    p.touchedAt = Date.now();
    if (p.received < p.size) return { received: p.received };
    this.pending.delete(uploadId);
    if (!MAGIC[p.ext](readHead(partial))) {
      fs.rmSync(partial, { force: true });
      throw new HttpError(415, 'The file is not the image or video its type says.', 'app.content.upload.bad_type');
    }
    const file = `${uploadId}.${p.ext}`;
    fs.renameSync(partial, path.join(this.dir, file));
    return { url: UPLOAD_PATH_PREFIX + file, contentType: MIME_BY_EXT[p.ext], size: p.size };
  }

  /**
   * GET /uploads/:file — behind the session like the rest of the API (the browser fetches it
   * with the token and shows a blob: URL). Only exact random names are served, with the type
   * from the whitelist, no sniffing, and a CSP that stops a file opened directly from running anything.
   */
  serve: RequestHandler = (req, res, next) => {
    const file = String(req.params.file ?? '');
    if (!UPLOAD_FILE_NAME.test(file) || !fs.existsSync(path.join(this.dir, file))) return next(new HttpError(404, 'Not found.'));
    const ext = file.split('.')[1] as UploadExtension;
    res.setHeader('Content-Type', MIME_BY_EXT[ext]);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Content-Disposition', `inline; filename="${file}"`);
    // A name is never reused, so the content under it never changes.
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    res.sendFile(file, { root: this.dir, dotfiles: 'deny' }, (err) => err && next(err));
  };

  private dropStale(): void {
    const now = Date.now();
    for (const [id, p] of this.pending) {
      if (now - p.touchedAt < PENDING_TTL_MS) continue;
      this.pending.delete(id);
      fs.rmSync(path.join(this.partialDir, id), { force: true });
    }
  }
}

function readHead(file: string): Buffer {
  const fd = fs.openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    fs.readSync(fd, head, 0, 16, 0);
    return head;
  } finally {
    fs.closeSync(fd);
  }
}
