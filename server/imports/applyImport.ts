import type { Request } from 'express';
import type { Rec, Transaction } from '../store/store';
import { HttpError } from '../http/errors';
import { audit } from '../audit';
import { analyzeCandidates, type Candidate } from '../../src/domain/listImport/analyzeImport';
import { IMPORT_LISTS, entryKey, type ImportableList, type ImportMode } from '../../src/domain/listImport/importLists';
import { stillReferenced } from './listReferences';

/** At most this many invalid rows are listed in a refusal; the count is always complete. */
const MAX_LISTED_ROW_ERRORS = 100;

export interface ImportSummary {
  id: number;
  list: ImportableList;
  mode: ImportMode;
  status: string;
  rowCount: number;
  at: string;
  adminId: number;
}

export interface ImportOutcome {
  import: ImportSummary;
  added: number;
  removed: number;
  /** Duplicate rows left out (repeated in the file, or already in the list for add more). */
  skipped: number;
}

/** The list-imports record without its snapshot, which can be large and is only read by revert. */
export function summarize(rec: Rec): ImportSummary {
  const { previousSnapshot: _snapshot, ...rest } = rec;
  return rest as unknown as ImportSummary;
}

/**
 * 409 naming the entries users still use, when removing them would leave users pointing at
 * nothing. Counted through the transaction that removes them: no user can pick one meanwhile.
 */
export async function refuseIfReferenced(
  tx: Transaction,
  list: ImportableList,
  current: readonly Rec[],
  removedKeys: Iterable<string>,
): Promise<void> {
  const referenced = await stillReferenced(tx, list, removedKeys);
  if (!referenced.length) return;
  const cfg = IMPORT_LISTS[list];
  const label = new Map(current.map((r) => [entryKey(cfg, r), String(r[cfg.keyField])]));
  const entries = referenced.map((r) => ({ entry: label.get(r.key) ?? r.key, users: r.users }));
  const names = entries.map((e) => `${e.entry} (${e.users} users)`).join(', ');
  throw new HttpError(
    409,
    `Users still use these entries, so they cannot be removed: ${names}.`,
    'app.administration.list_import.errors.referenced',
    { referenced: entries },
  );
}

/** Writes the list-imports record (keeping the list as it was) and the audit entry of an import or revert. */
export async function recordImport(
  tx: Transaction,
  req: Request,
  args: { list: ImportableList; mode: ImportMode; rowCount: number; previous: readonly Rec[]; entriesAfter: number },
): Promise<Rec> {
  const rec = await tx.insert('list-imports', {
    list: args.list,
    mode: args.mode,
    status: 'applied',
    rowCount: args.rowCount,
    previousSnapshot: args.previous.map((r) => structuredClone(r)),
    at: tx.now,
    adminId: req.admin!.id,
  });
  await audit(tx, req, {
    action: `import_${args.mode}`,
    resource: args.list,
    recordId: null,
    before: { entries: args.previous.length },
    after: { entries: args.entriesAfter, importId: rec.id, rows: args.rowCount },
  });
  return rec;
}

/**
 * add_more, replace or delete_all, inside the caller's transaction. The rows are validated with
 * the create schema (any invalid row refuses the whole import: nothing is half-imported),
 * duplicates are skipped, and entries users still use are never removed. The list and its users
 * are read through `tx`: the entries compared and kept are the ones the import writes over.
 */
export async function applyImport(
  tx: Transaction,
  req: Request,
  args: { list: ImportableList; mode: Exclude<ImportMode, 'revert'>; candidates: readonly Candidate[] },
): Promise<ImportOutcome> {
  const { list, mode } = args;
  const cfg = IMPORT_LISTS[list];
  const current = await tx.all(list);
  const currentKeys = current.map((r) => entryKey(cfg, r));
  const analysis = analyzeCandidates(cfg, args.candidates, mode === 'add_more' ? new Set(currentKeys) : new Set());
  if (analysis.counts.invalid) {
    const rows = analysis.rows.filter((r) => r.status === 'invalid').slice(0, MAX_LISTED_ROW_ERRORS);
    const first = rows[0];
    throw new HttpError(
      400,
      `${analysis.counts.invalid} ${analysis.counts.invalid === 1 ? 'row is' : 'rows are'} invalid; nothing was imported. First: row ${first.row}, ${first.issues[0]?.field}: ${first.issues[0]?.message}`,
      'app.administration.list_import.errors.row_errors',
      { invalid: analysis.counts.invalid, rows: rows.map((r) => ({ row: r.row, issues: r.issues })) },
    );
  }
  if (mode === 'add_more' && !analysis.accepted.length) {
    throw new HttpError(409, 'Every row is already in the list; nothing to add.', 'app.administration.list_import.errors.nothing_new');
  }
  const newKeys = new Set(analysis.accepted.map((r) => entryKey(cfg, r)));
  const removing = mode === 'add_more' ? [] : current;
  await refuseIfReferenced(tx, list, current, mode === 'add_more' ? [] : currentKeys.filter((k) => !newKeys.has(k)));
  for (const rec of removing) await tx.remove(list, rec.id);
  for (const row of analysis.accepted) await tx.insert(list, row);
  const rec = await recordImport(tx, req, {
    list,
    mode,
    rowCount: analysis.accepted.length,
    previous: current,
    entriesAfter: await tx.count(list),
  });
  return { import: summarize(rec), added: analysis.accepted.length, removed: removing.length, skipped: analysis.counts.duplicate };
}
