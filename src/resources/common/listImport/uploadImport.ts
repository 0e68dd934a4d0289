import type { BackofficeDataProvider } from '../../../providers/data/types';
import type { ImportableList, ImportMode } from '../../../domain/listImport/importLists';

/** Base64 of bytes, in slices so large chunks never overflow the argument list of fromCharCode. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const SLICE = 0x8000;
  for (let i = 0; i < bytes.length; i += SLICE) binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  return btoa(binary);
}

export type ImportProgress = { phase: 'upload'; sent: number; total: number } | { phase: 'apply' };

export interface ImportResult {
  added?: number;
  removed?: number;
  skipped?: number;
  restored?: number;
}

/**
 * Runs an import against the server. A file goes up in the chunks the server asks for, and
 * `onProgress` reports each acknowledged chunk (true progress, not a timer); then the server
 * parses, validates and applies it in one write.
 */
export async function uploadImport(
  dataProvider: BackofficeDataProvider,
  args: { list: ImportableList; mode: ImportMode; fileName?: string; bytes?: Uint8Array },
  onProgress: (p: ImportProgress) => void,
): Promise<ImportResult> {
  const { list, mode } = args;
  if (mode === 'revert') {
    onProgress({ phase: 'apply' });
    return dataProvider.request<ImportResult>(`lists/${list}/revert`, { method: 'POST', body: {} });
  }
  if (mode === 'delete_all' || !args.bytes || !args.fileName) {
    onProgress({ phase: 'apply' });
    return dataProvider.request<ImportResult>(`lists/${list}/import`, { method: 'POST', body: { mode } });
  }
  const { bytes, fileName } = args;
  const { uploadId, chunkBytes } = await dataProvider.request<{ uploadId: string; chunkBytes: number }>(`lists/${list}/uploads`, {
    method: 'POST',
    body: { fileName, size: bytes.length },
  });
  onProgress({ phase: 'upload', sent: 0, total: bytes.length });
  for (let offset = 0, index = 0; offset < bytes.length; offset += chunkBytes, index++) {
    const chunk = bytes.subarray(offset, offset + chunkBytes);
    await dataProvider.request(`lists/${list}/uploads/${uploadId}/chunks`, { method: 'POST', body: { index, data: toBase64(chunk) } });
    onProgress({ phase: 'upload', sent: offset + chunk.length, total: bytes.length });
  }
  onProgress({ phase: 'apply' });
  return dataProvider.request<ImportResult>(`lists/${list}/import`, { method: 'POST', body: { mode, uploadId } });
}
