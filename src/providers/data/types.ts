import type { DataProvider, Identifier, RaRecord } from 'react-admin';

/**
 * The one data-provider interface the app sees: react-admin's methods plus domain
 * commands and the server's own endpoints. Both dialects implement it.
 */
export interface BackofficeDataProvider extends DataProvider {
  /** POST <resource>/<id>/actions/<action>; `id` null for collection-level commands. */
  runAction<R extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier | null,
    action: string,
    payload?: Record<string, unknown>,
  ): Promise<{ data: R }>;
  /** Any other endpoint under the API root (statistics, imports, ...). */
  request<T = unknown>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
}
