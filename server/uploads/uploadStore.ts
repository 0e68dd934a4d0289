import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import {
  UPLOAD_CHUNK_BYTES,
  UPLOAD_FILE_NAME,
  UPLOAD_PATH_PREFIX,
  UPLOAD_TYPES,
  type UploadExtension,
  type UploadType,
} from '../../src/domain/uploads';
import type { UploadLimits } from '../config';
import { HttpError } from '../http/errors';
import type { PendingUpload } from '../db/uploadPending';
import type { Store } from '../store/store';
import { referencedUploads } from './references';
import { readStoredFiles, removeStored, writeOwner, type StoredFile } from './storedFiles';

/** The first bytes of each whitelisted format: a file must be what its content type says. */
const MAGIC: Record<UploadExtension, (b: Buffer) => boolean> = {
  png: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  gif: (b) => ['GIF87a', 'GIF89a'].includes(b.subarray(0, 6).toString('latin1')),
  webp: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  mp4: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp',
  webm: (b) => b.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3])),
};

const MIME_BY_EXT = Object.fromEntries(Object.entries(UPLOAD_TYPES).map(([mime, ext]) => [ext, mime])) as Record<
  UploadExtension,
  UploadType
>;

/** An unfinished upload lives this long after its last chunk, then its bytes are dropped. */
const PENDING_TTL_MS = 15 * 60 * 1000;
/** Unfinished uploads one admin may have at once (a form uploads its files one by one). */
const PENDING_PER_ADMIN = 4;
/** Files a sweep looks up per transaction (a few ms of indexed reads, while writes wait). */
const SWEEP_BATCH = 200;

export interface UploadDone {
  url: string;
  contentType: UploadType;
  size: number;
}

export interface SweepResult {
  files: number;
  bytes: number;
  partials: number;
}

/**
 * Uploaded images and videos in `<dataDir>/uploads` under 128-bit random names. A file arrives
 * in chunks (begin, then append in order); it gets its final name only once complete and its
 * first bytes match its declared type, so a served file is always whole and of a whitelisted type.
 * Every API process of the database and data folder serves the same uploads (issue #35): the
 * uploads under way are rows of `upload_pending` (server/db/uploadPending.ts), their bytes in
 * `.partial/`, and the finished files are read from the folder wherever they are counted.
 *
 * Disk use is bounded (docs/api/content.md): an admin's uploads that no record uses yet, and the
 * whole folder, each have a quota, checked at begin against the declared size; a finished file no
 * record uses is removed once the grace period has passed (sweep, at start and on a timer).
 */
export class UploadStore {
  readonly dir: string;
  private readonly partialDir: string;
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;
  private stopping = false;

  private constructor(
    dataDir: string,
    private readonly limits: UploadLimits,
    private readonly store: Store,
    private readonly log: (msg: string) => void,
    /** The finished files as last read from the folder (readStoredFiles): read again before each use. */
    private files: Map<string, StoredFile>,
  ) {
    this.dir = path.join(dataDir, 'uploads');
    this.partialDir = path.join(this.dir, '.partial');
  }

  /** Reads the finished files and their owners (a start, before the server listens). */
  static open(dataDir: string, limits: UploadLimits, store: Store, log: (msg: string) => void): UploadStore {
    return new UploadStore(dataDir, limits, store, log, readStoredFiles(path.join(dataDir, 'uploads')));
  }

  async begin(adminId: number, contentType: UploadType, size: number): Promise<{ uploadId: string; chunkBytes: number }> {
    const rows = this.store.pendingUploads;
    await this.dropStale(Date.now());
    this.files = readStoredFiles(this.dir, this.files);
    if (this.unusedBytesOf(adminId, await rows.all()) + size > this.limits.perAdminBytes) await this.lookUpReferences(adminId);
    const uploadId = crypto.randomBytes(16).toString('hex');
    // The quotas are checked and the upload reserved in one transaction: uploads begun side by
    // side, on this process or another, cannot pass a quota together.
    await rows.atomically(async () => {
      const pending = await rows.all();
      if (pending.filter((p) => p.adminId === adminId).length >= PENDING_PER_ADMIN) {
        throw new HttpError(429, 'Too many unfinished uploads: finish or wait for them first.', 'app.content.upload.too_many');
      }
      this.checkQuotas(adminId, size, pending);
      await rows.insert({ id: uploadId, adminId, ext: UPLOAD_TYPES[contentType], size, received: 0, touchedAtMs: Date.now() });
    });
    return { uploadId, chunkBytes: UPLOAD_CHUNK_BYTES };
  }

  /** Appends the chunk that starts at `offset`; the last one completes the file. */
  async append(adminId: number, uploadId: string, offset: number, bytes: Buffer): Promise<{ received: number } | UploadDone> {
    const rows = this.store.pendingUploads;
    const partial = path.join(this.partialDir, uploadId);
    // Check, write and advance in one transaction: of the same chunk sent to two processes at
    // once, one is taken and the other finds the upload moved on (409). Run again after a lost
    // race on PostgreSQL, the write puts the same bytes at the same place.
    const p = await rows.atomically(async () => {
      const row = await rows.get(uploadId);
      if (!row || row.adminId !== adminId) throw new HttpError(404, 'Not found.');
      if (offset !== row.received) {
        throw new HttpError(409, `The next chunk starts at byte ${row.received}.`, 'app.content.upload.out_of_order', {
          received: row.received,
        });
      }
      // Checked before a byte is written: the file on disk never grows past the declared size.
      if (!bytes.length || bytes.length > UPLOAD_CHUNK_BYTES || row.received + bytes.length > row.size) {
        throw new HttpError(400, 'The chunk does not fit the declared file size.', 'app.content.upload.bad_chunk', {
          received: row.received,
          size: row.size,
        });
      }
      writeAt(partial, bytes, row.received);
      // Serialized, no other request moved it since the read; if one ever did, it is refused as a race.
      if (!(await rows.advance(uploadId, row.received, row.received + bytes.length, Date.now()))) {
        throw new HttpError(409, 'The upload moved on meanwhile.', 'app.content.upload.out_of_order');
      }
      return { ...row, received: row.received + bytes.length };
    });
    if (p.received < p.size) return { received: p.received };
    // Complete: only this request got here. The row stays (counted by the quotas at its declared
    // size) until the file is in place, so no quota check ever misses it.
    const ext = p.ext as UploadExtension;
    try {
      if (!MAGIC[ext](readHead(partial))) {
        fs.rmSync(partial, { force: true });
        throw new HttpError(415, 'The file is not the image or video its type says.', 'app.content.upload.bad_type');
      }
      const file = `${uploadId}.${ext}`;
      fs.renameSync(partial, path.join(this.dir, file));
      const at = Date.now();
      // Counted before its sidecar is written: a failed write leaves a file the quotas still see.
      this.files.set(file, { adminId, size: p.size, at, referenced: false });
      writeOwner(this.dir, file, adminId, at);
      return { url: UPLOAD_PATH_PREFIX + file, contentType: MIME_BY_EXT[ext], size: p.size };
    } finally {
      await rows.remove(uploadId);
    }
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

  /**
   * The admin's quota counts what no record uses yet: their unfinished uploads (declared size) and
   * their finished files not referenced when last looked at (near the quota, begin looks them up
   * again first: lookUpReferences). The total counts everything in the folder. Both include the
   * new upload's declared size, and the check and the reservation run in one transaction, so uploads
   * begun side by side cannot pass a quota together.
   */
  private checkQuotas(adminId: number, size: number, pending: readonly PendingUpload[]): void {
    const used = this.unusedBytesOf(adminId, pending);
    if (used + size > this.limits.perAdminBytes) {
      throw new HttpError(
        413,
        `Your uploads not used by any record yet take ${mb(used)} of your ${mb(this.limits.perAdminBytes)} quota: save the records that use them, or wait for unused ones to be removed.`,
        'app.content.upload.quota_admin',
        { quotaBytes: this.limits.perAdminBytes, usedBytes: used, size },
      );
    }
    let total = 0;
    for (const f of this.files.values()) total += f.size;
    for (const p of pending) total += p.size;
    if (total + size > this.limits.totalBytes) {
      throw new HttpError(
        507,
        `Uploads take ${mb(total)} of the ${mb(this.limits.totalBytes)} they may use on this server.`,
        'app.content.upload.quota_total',
        {
          quotaBytes: this.limits.totalBytes,
          usedBytes: total,
          size,
        },
      );
    }
  }

  /**
   * Looks up which of the admin's files no record used when last looked at are used now
   * (indexed, a handful of URLs), so a file just saved in a quick ad stops counting at once.
   * It only ever marks files used: the check and reservation begin makes after it still count
   * every upload begun meanwhile.
   */
  private async lookUpReferences(adminId: number): Promise<void> {
    const unused = [...this.files].filter(([, f]) => f.adminId === adminId && !f.referenced).map(([name]) => name);
    for (const name of await referencedUploads(this.store, unused)) {
      const f = this.files.get(name);
      if (f) f.referenced = true;
    }
  }

  private unusedBytesOf(adminId: number, pending: readonly PendingUpload[]): number {
    let used = 0;
    for (const p of pending) if (p.adminId === adminId) used += p.size;
    for (const f of this.files.values()) if (f.adminId === adminId && !f.referenced) used += f.size;
    return used;
  }

  /**
   * Removes unfinished uploads left behind (stale, or from before a restart) and finished files no
   * record uses once older than the grace period. A batch's record look-up and the files it
   * drops are decided in one transaction, so no request can save a record with a file between the
   * two; the files are deleted from disk once it has ended (a record saved after that decision
   * names a file already gone, as it would have after the deletion itself).
   */
  async sweep(): Promise<SweepResult> {
    const now = Date.now();
    await this.dropStale(now);
    let partials = 0;
    const leftovers = await fs.promises.readdir(this.partialDir).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return [] as string[];
      throw e;
    });
    // Read after the folder: a partial file is written only once its upload's row is committed,
    // so a file listed here whose upload is under way has its row in this answer.
    const pending = new Set((await this.store.pendingUploads.all()).map((p) => p.id));
    for (const id of leftovers) {
      // An id not pending now never will be again (a new upload gets a new random id).
      if (pending.has(id)) continue;
      await fs.promises.rm(path.join(this.partialDir, id), { force: true });
      partials++;
    }
    let files = 0;
    let bytes = 0;
    this.files = readStoredFiles(this.dir, this.files);
    const names = [...this.files.keys()];
    for (let i = 0; i < names.length && !this.stopping; i += SWEEP_BATCH) {
      // A transaction per batch: requests' writes run between batches (ten thousand files take a
      // few hundred ms in all), and no disk work is done while they wait.
      if (i > 0) await new Promise((r) => setImmediate(r));
      const batch = names.slice(i, i + SWEEP_BATCH).filter((name) => this.files.has(name));
      const unused = await this.store.transaction(async (tx) => {
        const referenced = await referencedUploads(tx, batch);
        const dropped: string[] = [];
        for (const name of batch) {
          const f = this.files.get(name);
          if (!f) continue;
          f.referenced = referenced.has(name);
          if (f.referenced || now - f.at < this.limits.graceMs) continue;
          this.files.delete(name);
          dropped.push(name);
          files++;
          bytes += f.size;
        }
        return dropped;
      });
      for (const name of unused) removeStored(this.dir, name);
    }
    if (files || partials) this.log(`uploads: removed ${files} unused file(s) (${mb(bytes)}) and ${partials} unfinished one(s)`);
    return { files, bytes, partials };
  }

  /** A sweep now, then every `sweepEveryMs` (0: at start only); the timer never keeps the process alive. */
  startSweeps(): void {
    const run = () => {
      this.sweeping ??= this.sweep()
        .then(() => undefined)
        .catch((e: Error) => this.log(`uploads: clean-up failed: ${e.stack ?? e.message}`))
        .finally(() => (this.sweeping = null));
    };
    run();
    if (this.limits.sweepEveryMs > 0) {
      this.timer = setInterval(run, this.limits.sweepEveryMs);
      this.timer.unref();
    }
  }

  /** Stops the timer and waits for a sweep under way (the store closes after this). */
  async stopSweeps(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
  }

  /** Forgets the uploads whose last chunk came too long ago, on whichever process began them. */
  private async dropStale(now: number): Promise<void> {
    for (const id of await this.store.pendingUploads.removeIdle(now - PENDING_TTL_MS)) {
      fs.rmSync(path.join(this.partialDir, id), { force: true });
    }
  }
}

function mb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Writes the chunk at its offset rather than appending: a write that failed half-way (a full
 * disk) is cut back to what was acknowledged, so the retry of that chunk lands in the same place.
 */
function writeAt(file: string, bytes: Buffer, offset: number): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Created by the first chunk (not at begin): a file here always has its upload's row committed.
  const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o600);
  try {
    let written = 0;
    while (written < bytes.length) written += fs.writeSync(fd, bytes, written, bytes.length - written, offset + written);
  } catch (e) {
    fs.ftruncateSync(fd, offset);
    throw e;
  } finally {
    fs.closeSync(fd);
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
