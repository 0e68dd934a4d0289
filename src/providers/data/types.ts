import type { DataProvider, Identifier, RaRecord } from 'react-admin';

export interface RunActionOptions {
  /** The key of the user action this call is (or retries): newIdempotencyKey() once per action. */
  idempotencyKey?: string;
}

/**
 * The one data-provider interface the app sees: react-admin's methods plus domain
 * commands and the server's own endpoints. Both dialects implement it.
 */
export interface BackofficeDataProvider extends DataProvider {
  /**
   * POST <resource>/<id>/actions/<action>; `id` null for collection-level commands. A payload
   * without `version` goes with an Idempotency-Key header: `idempotencyKey` when given (the same
   * for every retry of one action), else a fresh one.
   */
  runAction<R extends RaRecord = RaRecord>(
    resource: string,
    id: Identifier | null,
    action: string,
    payload?: Record<string, unknown>,
    options?: RunActionOptions,
  ): Promise<{ data: R }>;
  /** Any other endpoint under the API root (statistics, imports, ...). */
  request<T = unknown>(path: string, init?: { method?: string; body?: unknown }): Promise<T>;
}
