import { PHOTO_MAX_BYTES } from '../domain/constants';

/** The formats the server accepts (and checks by their first bytes); SVG is never one. */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** The catalogue key of why a file cannot be the photo, or null when it can. */
export function photoFileProblem(file: File): 'app.account.photo_not_image' | 'app.account.photo_too_large' | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'app.account.photo_not_image';
  if (file.size > PHOTO_MAX_BYTES) return 'app.account.photo_too_large';
  return null;
}

export const PHOTO_MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
