import type { Rec, Transaction } from '../store/store';

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
 * The collection is read through `tx`: what is compared is what is written over. Returns a
 * function that puts the removed records back under their own ids (the store's counter stays
 * above every id it ever gave, so no later insert can take one of them).
 */
export async function restoreCollection(
  tx: Transaction,
  collection: string,
  snapshot: readonly Rec[],
): Promise<{ restored: number; commit: () => Promise<void> }> {
  const wanted = new Map(snapshot.map((r) => [String(r.id), r]));
  for (const current of await tx.all(collection)) {
    if (!wanted.has(String(current.id))) await tx.remove(collection, current.id);
  }
  const missing: Rec[] = [];
  for (const rec of snapshot) {
    const current = await tx.get(collection, rec.id);
    if (!current) missing.push(rec);
    else if (!sameContent(current, rec)) {
      const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = rec;
      await tx.update(collection, rec.id, fields);
    }
  }
  const commit = async () => {
    for (const rec of missing)
      await tx.restore(collection, { ...structuredClone(rec), version: Number(rec.version ?? 0) + 1, updatedAt: tx.now });
  };
  return { restored: snapshot.length, commit };
}
