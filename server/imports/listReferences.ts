import type { Reads } from '../store/store';
import type { ImportableList } from '../../src/domain/listImport/importLists';

/**
 * How users point at List Manager entries: by the entry's key, not its id, because the profile
 * stores what the user picked (users.category holds a category name, users.country an ISO code,
 * users.languages language codes). Services offered are not referenced by any record.
 */
const USER_FIELDS: Record<ImportableList, string | null> = {
  'user-categories': 'category',
  countries: 'country',
  languages: 'languages',
  'services-offered': null,
};

/** How many users use each key of the list (keys lower-cased, as entryKey compares them). */
export async function usersByKey(reads: Reads, list: ImportableList): Promise<Map<string, number>> {
  const field = USER_FIELDS[list];
  const counts = new Map<string, number>();
  if (!field) return counts;
  for (const [value, n] of await reads.countBy('users', field)) {
    const key = value.trim().toLowerCase();
    if (key) counts.set(key, (counts.get(key) ?? 0) + n);
  }
  return counts;
}

/**
 * The entries among `removedKeys` that users still refer to, with how many users each. Counted
 * through `reads`: a transaction's when the entries are removed or renamed in it.
 */
export async function stillReferenced(
  reads: Reads,
  list: ImportableList,
  removedKeys: Iterable<string>,
): Promise<{ key: string; users: number }[]> {
  const used = await usersByKey(reads, list);
  const out: { key: string; users: number }[] = [];
  for (const key of new Set(removedKeys)) {
    const users = used.get(key);
    if (users) out.push({ key, users });
  }
  return out;
}

export function referencedBy(list: ImportableList): string | null {
  return USER_FIELDS[list];
}
