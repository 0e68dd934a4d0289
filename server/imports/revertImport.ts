import type { Request } from 'express';
import type { Rec, Store, Transaction } from '../store/store';
import { HttpError } from '../http/errors';
import { IMPORT_LISTS, entryKey, type ImportableList } from '../../src/domain/listImport/importLists';
import { recordImport, refuseIfReferenced, summarize, type ImportSummary } from './applyImport';
import { restoreCollection } from './restoreRecords';

/** The import a revert undoes: the newest applied one that is not itself a revert. */
export function latestRevertible(store: Store, list: ImportableList): Rec | undefined {
  let latest: Rec | undefined;
  for (const rec of store.all('list-imports')) {
    if (rec.list !== list || rec.status !== 'applied' || rec.mode === 'revert') continue;
    if (!latest || Number(rec.id) > Number(latest.id)) latest = rec;
  }
  return latest;
}

/**
 * Puts the list back exactly as it was before its latest import (ids included) and marks that
 * import reverted; a second revert then undoes the import before it. The list as it was just
 * before the revert is itself kept in a `revert` record, so nothing is ever lost.
 */
export function revertImport(store: Store, tx: Transaction, req: Request, list: ImportableList): { import: ImportSummary; reverted: ImportSummary; restored: number } {
  const target = latestRevertible(store, list);
  if (!target) throw new HttpError(409, 'There is no import of this list to revert.', 'app.administration.list_import.errors.nothing_to_revert');
  const cfg = IMPORT_LISTS[list];
  const snapshot = target.previousSnapshot as Rec[];
  const current = [...store.all(list)];
  const keptKeys = new Set(snapshot.map((r) => entryKey(cfg, r)));
  refuseIfReferenced(
    store,
    list,
    current,
    current.map((r) => entryKey(cfg, r)).filter((k) => !keptKeys.has(k)),
  );
  const { restored, commit } = restoreCollection(store, tx, list, snapshot);
  const reverted = tx.update('list-imports', target.id, { status: 'reverted' });
  const rec = recordImport(tx, req, { list, mode: 'revert', rowCount: restored, previous: current, entriesAfter: snapshot.length });
  commit();
  return { import: summarize(rec), reverted: summarize(reverted), restored };
}
