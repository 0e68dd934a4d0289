import type { Identifier, RaRecord } from 'react-admin';
import { canRunAction, type ActionDefinition } from '../../../domain/actions';
import type { BackofficeDataProvider } from '../../../providers/data';

/** What happened to one selected row. */
export type BulkOutcome =
  | { id: Identifier; record: RaRecord | null; result: 'done' }
  | { id: Identifier; record: RaRecord | null; result: 'skipped' }
  | { id: Identifier; record: RaRecord | null; result: 'failed'; error: unknown };

/**
 * Runs one command on each selected record, one after another, and says what happened to each:
 * done, skipped (gone, or its status no longer allows the command: nothing is sent) or failed
 * (the server refused; its error kept for the message). The records are read fresh first, so
 * each command carries the version the server holds and a row decided meanwhile by another
 * admin is skipped, not decided twice.
 */
export async function runBulkCommand(
  dataProvider: BackofficeDataProvider,
  definition: ActionDefinition,
  ids: readonly Identifier[],
  payload: Record<string, unknown>,
  onProgress?: (finished: number) => void,
): Promise<BulkOutcome[]> {
  const { data } = await dataProvider.getMany(definition.resource, { ids: [...ids] });
  const byId = new Map(data.map((r) => [String(r.id), r]));
  const outcomes: BulkOutcome[] = [];
  for (const id of ids) {
    const record = byId.get(String(id)) ?? null;
    if (!record || !canRunAction(definition, record)) {
      outcomes.push({ id, record, result: 'skipped' });
    } else {
      try {
        await dataProvider.runAction(definition.resource, id, definition.name, { ...payload, version: record.version });
        outcomes.push({ id, record, result: 'done' });
      } catch (error) {
        outcomes.push({ id, record, result: 'failed', error });
      }
    }
    onProgress?.(outcomes.length);
  }
  return outcomes;
}
