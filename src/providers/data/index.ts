import jsonServerProvider from 'ra-data-json-server';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, DATA_PROVIDER } from '../config';
import { httpClient } from './httpClient';
import { takePrimedList } from './primedLists';
import { newIdempotencyKey } from './idempotencyKey';
import type { BackofficeDataProvider } from './types';
import { refusingWritesAfterSessionEnd } from './sessionEnd';

export type { BackofficeDataProvider, RunActionOptions } from './types';

/** Builds the provider for the configured dialect; the rest of the app never knows which. */
export function createDataProvider(apiUrl = API_URL, dialect = DATA_PROVIDER): BackofficeDataProvider {
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
    getList: (resource, params) => takePrimedList(resource, params) ?? base.getList(resource, params),
    request,
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
