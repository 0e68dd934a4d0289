// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { BackofficeDataProvider } from '../../providers/data';
import { UPLOAD_MAX_BYTES } from '../../domain/uploads';
import { uploadMedia, UploadRefused } from './uploadMedia';

function fakeProvider(chunkBytes: number) {
  const received: { offset: number; bytes: number }[] = [];
  const request = vi.fn(async (path: string, init?: { body?: unknown }) => {
    const body = init?.body as { size?: number; offset?: number; data?: string };
    if (path === 'uploads') return { uploadId: 'a'.repeat(32), chunkBytes };
    const bytes = atob(body.data!).length;
    received.push({ offset: body.offset!, bytes });
    const total = received.reduce((s, r) => s + r.bytes, 0);
    return total === 10 ? { url: `/api/uploads/${'a'.repeat(32)}.png` } : { received: total };
  });
  return { provider: { request } as unknown as BackofficeDataProvider, request, received };
}

describe('uploadMedia', () => {
  it('declares the file, sends it in order in chunks, and resolves with the stored URL', async () => {
    const { provider, request, received } = fakeProvider(4);
    const progress: number[] = [];
    const file = new File([new Uint8Array(10).fill(1)], 'a.png', { type: 'image/png' });
    const url = await uploadMedia(provider, file, (p) => progress.push(p));
    expect(url).toBe(`/api/uploads/${'a'.repeat(32)}.png`);
    expect(request.mock.calls[0]).toEqual(['uploads', { method: 'POST', body: { contentType: 'image/png', size: 10 } }]);
    expect(received).toEqual([
      { offset: 0, bytes: 4 },
      { offset: 4, bytes: 4 },
      { offset: 8, bytes: 2 },
    ]);
    expect(progress.at(-1)).toBe(1);
  });

  it('refuses other types and files over 5 MB before sending anything', async () => {
    const { provider, request } = fakeProvider(4);
    const svg = new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' });
    await expect(uploadMedia(provider, svg, () => {})).rejects.toEqual(new UploadRefused('app.content.upload.bad_type'));
    const big = new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.mp4', { type: 'video/mp4' });
    await expect(uploadMedia(provider, big, () => {})).rejects.toEqual(new UploadRefused('app.content.upload.too_large'));
    expect(request).not.toHaveBeenCalled();
  });
});
