import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { e2eServers } from './servers';
import { apiClient, type ApiClient } from '../../helpers/api';
import type { TestServer } from '../../helpers/server';

export interface AdminSuite {
  url: string;
  dataDir: string;
  /** The file's browser, launched before its tests and closed after them. */
  readonly browser: Browser;
  /** The demo admin's API client on the same server, to read and prepare what a test needs. */
  readonly api: ApiClient;
  /** A GET's body through `api`. */
  get<T>(path: string): Promise<T>;
}

/** What most e2e files open first: a browser and an admin's API client on the json-server e2e server. */
export function adminSuite(): AdminSuite {
  const { url, dataDir } = e2eServers()['json-server'];
  let browser: Browser | undefined;
  let api: ApiClient | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    api = await apiClient({ url, api: `${url}/api`, dataDir } as TestServer);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    url,
    dataDir,
    get browser() {
      return browser!;
    },
    get api() {
      return api!;
    },
    get: async <T>(path: string) => (await api!.json<T>('GET', path)).body,
  };
}
