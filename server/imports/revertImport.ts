import type { Request } from 'express';
import type { Reads, Rec, Transaction } from '../store/store';
import { HttpError } from '../http/errors';
import { IMPORT_LISTS, entryKey, type ImportableList } from '../../src/domain/listImport/importLists';
import { recordImport, refuseIfReferenced, summarize, type ImportSummary } from './applyImport';
import { restoreCollection } from './restoreRecords';

/** The import a revert undoes: the newest applied one that is not itself a revert. */
export async function latestRevertible(reads: Reads, list: ImportableList): Promise<Rec | undefined> {
  let latest: Rec | undefined;
  for (const rec of await reads.all('list-imports')) {
    if (rec.list !== list || rec.status !== 'applied' || rec.mode === 'revert') continue;
    if (!latest || Number(rec.id) > Number(latest.id)) latest = rec;
  }
  return latest;
}

/**
 * Puts the list back exactly as it was before its latest import (ids included) and marks that
 * import reverted; a second revert then undoes the import before it. The list as it was just
 * before the revert is itself kept in a `revert` record, so nothing is ever lost. The import
 * undone, the list and its users are read through `tx`: a revert racing another import or
 * revert undoes the one that committed before it, never the same one twice.
 */
export async function revertImport(
  tx: Transaction,
  req: Request,
  list: ImportableList,
): Promise<{ import: ImportSummary; reverted: ImportSummary; restored: number }> {
  const target = await latestRevertible(tx, list);
  if (!target)
    throw new HttpError(409, 'There is no import of this list to revert.', 'app.administration.list_import.errors.nothing_to_revert');
  const cfg = IMPORT_LISTS[list];
  const snapshot = target.previousSnapshot as Rec[];
  const current = await tx.all(list);
  const keptKeys = new Set(snapshot.map((r) => entryKey(cfg, r)));
  await refuseIfReferenced(
    tx,
    list,
    current,
    current.map((r) => entryKey(cfg, r)).filter((k) => !keptKeys.has(k)),
  );
  const { restored, commit } = await restoreCollection(tx, list, snapshot);
  const reverted = await tx.update('list-imports', target.id, { status: 'reverted' });
  const rec = await recordImport(tx, req, { list, mode: 'revert', rowCount: restored, previous: current, entriesAfter: snapshot.length });
  await commit();
  return { import: summarize(rec), reverted: summarize(reverted), restored };
}
