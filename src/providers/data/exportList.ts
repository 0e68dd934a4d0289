import { fetchUtils, HttpError, type SortPayload } from 'react-admin';
import { getToken } from '../session';
import { NETWORK_ERROR_EVENT } from '../networkEvents';

export interface ExportListParams {
  /** The list's filter: its filter inputs, its fixed filter and the top-bar search (`q`). */
  filter: Record<string, unknown>;
  sort?: SortPayload;
  /** The catalogue the labels are written in, and the time zone the dates are. */
  locale: string;
  timeZone: string;
  signal?: AbortSignal;
  /** Rows received so far, and how many the export holds (X-Total-Count). */
  onProgress?: (rows: number, total: number | null) => void;
}

export interface ExportedFile {
  blob: Blob;
  filename: string;
  rows: number;
}

/**
 * The list's query in the provider's own dialect, as its getList writes it (the page left out:
 * an export holds every row). json-server: `field=value` (repeated for several), `_sort`, `_order`,
 * `q`; simple-rest: `sort=["field","ASC"]` and `filter={…}`.
 */
export function exportQuery(
  dialect: 'json-server' | 'simple-rest',
  params: Pick<ExportListParams, 'filter' | 'sort' | 'locale' | 'timeZone'>,
): string {
  const search = new URLSearchParams();
  if (dialect === 'simple-rest') {
    if (params.sort?.field) search.set('sort', JSON.stringify([params.sort.field, params.sort.order]));
    if (Object.keys(params.filter).length) search.set('filter', JSON.stringify(params.filter));
  } else {
    for (const [key, value] of Object.entries(fetchUtils.flattenObject(params.filter) as Record<string, unknown>)) {
      // As query-string (ra-data-json-server's) writes them: an undefined value is left out.
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
    }
    if (params.sort?.field) {
      search.set('_sort', params.sort.field);
      search.set('_order', params.sort.order);
    }
  }
  search.set('locale', params.locale);
  search.set('timeZone', params.timeZone);
  return search.toString();
}

const QUOTE = 0x22;
const LINE_FEED = 0x0a;

/**
 * Counts the CSV's rows as its bytes arrive: a line feed outside quotes ends one (a quoted cell may
 * hold line breaks). Both bytes are ASCII, never part of a UTF-8 sequence, so no decoding is needed.
 */
function rowCounter(): (chunk: Uint8Array) => number {
  let quoted = false;
  let lines = 0;
  return (chunk) => {
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === LINE_FEED && !quoted) lines++;
    }
    // The first line is the header.
    return Math.max(0, lines - 1);
  };
}

function filenameOf(response: Response, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '');
  return m ? m[1] : fallback;
}

/**
 * GET <api>/exports/<resource> with the session: the server writes the file from the list's own
 * query (every row, as the role may read it, in the admin's language); its rows are counted as
 * they arrive, for the progress the screen shows.
 */
export async function exportList(
  apiUrl: string,
  dialect: 'json-server' | 'simple-rest',
  resource: string,
  params: ExportListParams,
): Promise<ExportedFile> {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/exports/${encodeURIComponent(resource)}?${exportQuery(dialect, params)}`, {
      headers,
      signal: params.signal,
    });
  } catch (e) {
    if (e instanceof TypeError) window.dispatchEvent(new Event(NETWORK_ERROR_EVENT));
    throw e;
  }
  if (!response.ok) {
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // A proxy's error page: the status says enough.
    }
    throw new HttpError(String(body.message ?? response.statusText), response.status, body);
  }
  const totalHeader = response.headers.get('X-Total-Count');
  const total = totalHeader === null ? null : Number(totalHeader);
  const count = rowCounter();
  const chunks: Uint8Array[] = [];
  let rows = 0;
  params.onProgress?.(0, total);
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    rows = count(value);
    params.onProgress?.(rows, total);
  }
  return {
    blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }),
    filename: filenameOf(response, `${resource}.csv`),
    rows,
  };
}
