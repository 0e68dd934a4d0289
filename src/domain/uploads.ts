/**
 * Media files the back-office uploads for the platform's quick ads (images and videos).
 * Shared by the browser (which checks before sending and splits files into chunks) and the
 * server (which checks again and stores them); docs/api/content.md describes the endpoints.
 */

/** The bound: each image or video is at most 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * API bodies are JSON with a 6 MB limit, and base64 grows a file by a third, so a file is sent
 * in chunks of this many bytes (1 MiB → about 1.4 MB of JSON each).
 */
export const UPLOAD_CHUNK_BYTES = 1024 * 1024;

/** Raster images and browser-playable videos only: no SVG or HTML, which could carry script. */
export const UPLOAD_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
} as const;

export type UploadType = keyof typeof UPLOAD_TYPES;
export type UploadExtension = (typeof UPLOAD_TYPES)[UploadType];

export const UPLOAD_CONTENT_TYPES = Object.keys(UPLOAD_TYPES) as UploadType[];

/** Path (under the API root) of a stored file: `/api/uploads/<32 hex>.<ext>` is what records keep. */
export const UPLOAD_PATH_PREFIX = '/api/uploads/';

/** The exact shape of a stored file's name: 128 random bits in hex and a whitelisted extension. */
export const UPLOAD_FILE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp|mp4|webm)$/;

export function isUploadType(type: string): type is UploadType {
  return Object.hasOwn(UPLOAD_TYPES, type);
}

/** Whether a media URL is a video, judged by its extension (uploads and seed files alike). */
export function isVideoUrl(url: string): boolean {
  return /\.(mp4|webm|mov|m4v)(\?|#|$)/i.test(url);
}
