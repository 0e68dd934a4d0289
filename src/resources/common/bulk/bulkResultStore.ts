import { useSyncExternalStore } from 'react';
import type { RaRecord } from 'react-admin';
import type { BulkOutcome } from './runBulkCommand';

/** A bulk command's results, shown until the admin closes them. */
export interface BulkResult {
  resource: string;
  /** The command's label, in the admin's language. */
  actionLabel: string;
  outcomes: BulkOutcome[];
  /** The rows as the list showed them when the command ran: names a row that is gone since. */
  listed: RaRecord[];
}

let shown: BulkResult | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * Kept outside the list (#39.12): the list that ran the command empties as its queue does, and
 * its toolbar goes with the last row; the results stay until the admin closes them.
 */
export function showBulkResult(result: BulkResult): void {
  shown = result;
  emit();
}

export function dismissBulkResult(): void {
  shown = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The results shown now, or null. */
export function useShownBulkResult(): BulkResult | null {
  return useSyncExternalStore(subscribe, () => shown);
}
