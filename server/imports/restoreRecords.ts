import type { Rec, Store, Transaction } from '../store/store';

const SERVER_FIELDS = new Set(['id', 'version', 'createdAt', 'updatedAt']);

function sameContent(a: Rec, b: Rec): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)].filter((k) => !SERVER_FIELDS.has(k)));
  return [...keys].every((k) => JSON.stringify(a[k]) === JSON.stringify(b[k]));
}

/**
 * Makes `collection` hold exactly `snapshot` again, ids and createdAt included: records not in
 * the snapshot are removed, changed ones are written back, and removed ones come back under
 * their old id. Every restored record gets a new version, so a form opened before the revert
 * cannot silently overwrite it.
 *
 * Returns a function that puts the removed records back; call it LAST in the transaction. The
 * store's `insert` always assigns a fresh id, so re-inserting with the old id goes through
 * `adopt` (which journals the record as written), and adopt has no undo: nothing may throw after it.
 */
export function restoreCollection(store: Store, tx: Transaction, collection: string, snapshot: readonly Rec[]): { restored: number; commit: () => void } {
  const wanted = new Map(snapshot.map((r) => [String(r.id), r]));
  for (const current of [...store.all(collection)]) {
    if (!wanted.has(String(current.id))) tx.remove(collection, current.id);
  }
  const missing: Rec[] = [];
  for (const rec of snapshot) {
    const current = tx.get(collection, rec.id);
    if (!current) missing.push(rec);
    else if (!sameContent(current, rec)) {
      const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = rec;
      tx.update(collection, rec.id, fields);
    }
  }
  const commit = () => {
    const highest = Math.max(0, ...missing.map((r) => Number(r.id)));
    for (const rec of missing) {
      const back: Rec = { ...structuredClone(rec), version: Number(rec.version ?? 0) + 1, updatedAt: tx.now };
      store.collection(collection).push(back);
      tx.adopt(collection, back, 'create');
    }
    // After a restart the id counter restarts from the highest id present; skip past the restored ids.
    if (missing.length) {
      while (store.nextId(collection) <= highest) {
        // each call reserves one id
      }
    }
  };
  return { restored: snapshot.length, commit };
}
