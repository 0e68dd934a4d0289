import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { ExportedFile, ExportListParams } from './exportList';

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
  /**
   * Every row of a list as the server writes it (GET exports/<resource>): the list's query in the
   * provider's dialect, labelled in `locale`; `onProgress` hears the rows as they arrive.
   */
  exportList(resource: string, params: ExportListParams): Promise<ExportedFile>;
}
