import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import { HttpError } from '../http/errors';

/** URL prefix of uploaded photos; the admin record's `avatar` holds `<prefix><file>`. */
export const PHOTO_URL_PREFIX = '/api/auth/photos/';

/** Raster formats only: an SVG could carry script, so it is never accepted as an avatar. */
const FORMATS = {
  png: { mime: 'image/png', magic: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { mime: 'image/jpeg', magic: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  gif: {
    mime: 'image/gif',
    magic: (b: Buffer) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a',
  },
  webp: {
    mime: 'image/webp',
    magic: (b: Buffer) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
} as const;
type Format = keyof typeof FORMATS;

const EXT_BY_MIME: Record<string, Format> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
const FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
const DATA_URL = /^data:([a-z0-9.+/-]+);base64,([A-Za-z0-9+/=\s]+)$/i;

function notAnImage(): HttpError {
  return new HttpError(400, 'Choose an image file (PNG, JPEG, GIF or WebP).', 'app.account.photo_not_image');
}

/** Uploaded avatars in `<dataDir>/photos`, under random names, checked by their first bytes. */
export class PhotoStore {
  readonly dir: string;

  constructor(
    dataDir: string,
    private readonly maxBytes: number,
  ) {
    this.dir = path.join(dataDir, 'photos');
  }

  /** Saves a `data:image/...;base64,` URL and returns the avatar URL to store on the admin. */
  save(dataUrl: unknown): string {
    if (typeof dataUrl !== 'string') throw notAnImage();
    const m = DATA_URL.exec(dataUrl);
    const format = m ? EXT_BY_MIME[m[1].toLowerCase()] : undefined;
    if (!m || !format) throw notAnImage();
    const bytes = Buffer.from(m[2], 'base64');
    if (bytes.length > this.maxBytes) {
      const mb = Math.round(this.maxBytes / 1024 / 1024);
      throw new HttpError(413, `The image is larger than ${mb} MB.`, 'app.account.photo_too_large', { maxMb: mb });
    }
    if (!bytes.length || !FORMATS[format].magic(bytes)) throw notAnImage();
    fs.mkdirSync(this.dir, { recursive: true });
    const file = `${crypto.randomBytes(16).toString('hex')}.${format}`;
    fs.writeFileSync(path.join(this.dir, file), bytes, { mode: 0o600 });
    return PHOTO_URL_PREFIX + file;
  }

  /** Deletes a previously uploaded photo (a seed avatar or external URL is left alone). */
  remove(avatar: unknown): void {
    if (typeof avatar !== 'string' || !avatar.startsWith(PHOTO_URL_PREFIX)) return;
    const file = avatar.slice(PHOTO_URL_PREFIX.length);
    if (FILE_NAME.test(file)) fs.rmSync(path.join(this.dir, file), { force: true });
  }

  /**
   * GET /photos/:file — public, because an <img> cannot send the bearer token; the names are
   * 128-bit random, and only files of this folder with the exact name shape are served.
   */
  serve: RequestHandler = (req, res, next) => {
    const file = String(req.params.file ?? '');
    if (!FILE_NAME.test(file)) return next(new HttpError(404, 'Not found.'));
    const full = path.join(this.dir, file);
    if (!fs.existsSync(full)) return next(new HttpError(404, 'Not found.'));
    const format = file.split('.')[1] as Format;
    res.setHeader('Content-Type', FORMATS[format].mime);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'");
    // The name changes with every upload, so a photo's content never changes under its URL.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    fs.createReadStream(full).on('error', next).pipe(res);
  };
}
