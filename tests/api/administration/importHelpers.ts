import type { ApiClient } from '../../helpers/api';

/** Uploads a file the way the browser does (chunks of the size the server asks for) and returns the upload id. */
export async function uploadFile(api: ApiClient, list: string, fileName: string, bytes: Uint8Array): Promise<string> {
  const start = await api.json<{ uploadId: string; chunkBytes: number }>('POST', `/lists/${list}/uploads`, {
    fileName,
    size: bytes.length,
  });
  if (start.status !== 201) throw new Error(`upload start ${start.status}: ${JSON.stringify(start.body)}`);
  const { uploadId, chunkBytes } = start.body;
  for (let offset = 0, index = 0; offset < bytes.length; offset += chunkBytes, index++) {
    const data = Buffer.from(bytes.subarray(offset, offset + chunkBytes)).toString('base64');
    const res = await api.json('POST', `/lists/${list}/uploads/${uploadId}/chunks`, { index, data });
    if (res.status !== 200) throw new Error(`chunk ${index} ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return uploadId;
}

export const csv = (text: string) => new TextEncoder().encode(text);

export interface ListEntry {
  id: number;
  version: number;
  createdAt: string;
  name: string;
  code?: string;
  [k: string]: unknown;
}

/** The whole list, in id order. */
export async function wholeList(api: ApiClient, list: string): Promise<ListEntry[]> {
  const res = await api.json<ListEntry[]>('GET', `/${list}?_sort=id&_order=ASC&_end=1000`);
  return res.body;
}

/** How many entries the list has (X-Total-Count), whatever the page cap. */
export async function countOf(api: ApiClient, list: string): Promise<number> {
  const res = await api.json('GET', `/${list}?_end=1`);
  return Number(res.headers.get('X-Total-Count'));
}
