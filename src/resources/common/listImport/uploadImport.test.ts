import type { BackofficeDataProvider } from '../../../providers/data/types';
import { uploadImport, type ImportProgress } from './uploadImport';

function fakeProvider(chunkBytes: number) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const request = async (path: string, init: { body?: unknown } = {}) => {
    calls.push({ path, body: init.body as Record<string, unknown> });
    if (path.endsWith('/uploads')) return { uploadId: 'u1', chunkBytes };
    if (path.endsWith('/import')) return { added: 3 };
    return {};
  };
  return { provider: { request } as unknown as BackofficeDataProvider, calls };
}

describe('uploadImport', () => {
  it('sends the file in ordered chunks and reports each acknowledged chunk, then applies', async () => {
    const { provider, calls } = fakeProvider(4);
    const progress: ImportProgress[] = [];
    const bytes = new TextEncoder().encode('name,code\nA,aa\n'); // 15 bytes: chunks of 4, 4, 4, 3
    const result = await uploadImport(provider, { list: 'languages', mode: 'replace', fileName: 'a.csv', bytes }, (p) => progress.push(p));
    expect(result).toEqual({ added: 3 });
    expect(calls[0]).toEqual({ path: 'lists/languages/uploads', body: { fileName: 'a.csv', size: 15 } });
    const chunks = calls.filter((c) => c.path.includes('/chunks'));
    expect(chunks.map((c) => c.body.index)).toEqual([0, 1, 2, 3]);
    expect(chunks.map((c) => atob(String(c.body.data))).join('')).toBe('name,code\nA,aa\n');
    expect(calls.at(-1)).toEqual({ path: 'lists/languages/import', body: { mode: 'replace', uploadId: 'u1' } });
    expect(progress).toEqual([
      { phase: 'upload', sent: 0, total: 15 },
      { phase: 'upload', sent: 4, total: 15 },
      { phase: 'upload', sent: 8, total: 15 },
      { phase: 'upload', sent: 12, total: 15 },
      { phase: 'upload', sent: 15, total: 15 },
      { phase: 'apply' },
    ]);
  });

  it('sends no file for delete all, and revert uses its own endpoint', async () => {
    const { provider, calls } = fakeProvider(4);
    await uploadImport(provider, { list: 'countries', mode: 'delete_all' }, () => {});
    await uploadImport(provider, { list: 'countries', mode: 'revert' }, () => {});
    expect(calls).toEqual([
      { path: 'lists/countries/import', body: { mode: 'delete_all' } },
      { path: 'lists/countries/revert', body: {} },
    ]);
  });
});
