import jsonServerProvider from 'ra-data-json-server';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, DATA_PROVIDER } from '../config';
import { httpClient } from './httpClient';
import { PrimedLists } from './primedLists';
import { newIdempotencyKey } from './idempotencyKey';
import type { GetListParams, GetListResult } from 'react-admin';
import type { BackofficeDataProvider } from './types';
import { exportList } from './exportList';
import { refusingWritesAfterSessionEnd } from './sessionEnd';

export type { BackofficeDataProvider, RunActionOptions } from './types';
export type { ExportedFile, ExportListParams } from './exportList';

/** The app's provider, which also takes the list page the first screen fetched ahead. */
export interface AppDataProvider extends BackofficeDataProvider {
  /** The list that mounts next with these exact params gets `result` (PrimedLists). */
  primeList(resource: string, params: GetListParams, result: Promise<GetListResult>): void;
}

/** Builds the provider for the configured dialect; the rest of the app never knows which. */
export function createDataProvider(apiUrl = API_URL, dialect = DATA_PROVIDER): AppDataProvider {
  const primed = new PrimedLists();
  const base = dialect === 'simple-rest' ? simpleRestProvider(apiUrl, httpClient) : jsonServerProvider(apiUrl, httpClient);
  const request: BackofficeDataProvider['request'] = async (path, init = {}) => {
    const { json } = await httpClient(`${apiUrl}/${path.replace(/^\//, '')}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    return json;
  };
  return refusingWritesAfterSessionEnd({
    ...base,
    getList: (resource, params) => primed.take(resource, params) ?? base.getList(resource, params),
    primeList: (resource, params, result) => primed.prime(resource, params, result),
    request,
    exportList: (resource, params) => exportList(apiUrl, dialect, resource, params),
    runAction: async (resource, id, action, payload = {}, options = {}) => {
      const path = id === null ? `${resource}/actions/${action}` : `${resource}/${encodeURIComponent(String(id))}/actions/${action}`;
      // A command applies once however often it is sent: by its record's version, or else by its key.
      const headers = new Headers({ Accept: 'application/json' });
      if (payload.version === undefined) headers.set('Idempotency-Key', options.idempotencyKey ?? newIdempotencyKey());
      const { json } = await httpClient(`${apiUrl}/${path}`, { method: 'POST', body: JSON.stringify(payload), headers });
      return { data: json as never };
    },
  });
}

export const dataProvider = createDataProvider();
