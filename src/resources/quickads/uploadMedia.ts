import type { BackofficeDataProvider } from '../../providers/data';
import { isUploadType, UPLOAD_MAX_BYTES } from '../../domain/uploads';

/** A file the browser refuses before sending; `messageKey` is the catalogue key of the toast. */
export class UploadRefused extends Error {
  constructor(readonly messageKey: string) {
    super(messageKey);
  }
}

function toBase64(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(',') + 1));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

/**
 * Sends one image or video to POST /uploads in chunks (see docs/api/content.md) and resolves
 * with the URL to keep on the quick ad. The server checks type and size again.
 */
export async function uploadMedia(
  dataProvider: BackofficeDataProvider,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  if (!isUploadType(file.type)) throw new UploadRefused('app.content.upload.bad_type');
  if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) throw new UploadRefused('app.content.upload.too_large');
  const { uploadId, chunkBytes } = await dataProvider.request<{ uploadId: string; chunkBytes: number }>('uploads', {
    method: 'POST',
    body: { contentType: file.type, size: file.size },
  });
  for (let offset = 0; offset < file.size; offset += chunkBytes) {
    const data = await toBase64(file.slice(offset, offset + chunkBytes));
    const result = await dataProvider.request<{ received?: number; url?: string }>(`uploads/${uploadId}`, {
      method: 'POST',
      body: { offset, data },
    });
    onProgress(Math.min(1, (offset + chunkBytes) / file.size));
    if (result.url) return result.url;
  }
  throw new UploadRefused('app.content.upload.failed');
}
