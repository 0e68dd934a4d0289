import { HttpError } from '../http/errors';
import type { WriteRules } from '../rest/writeRules';
import { IMPORTABLE_LISTS, IMPORT_LISTS, entryKey } from '../../src/domain/listImport/importLists';
import type { Transaction } from '../store/store';
import { stillReferenced } from './listReferences';

async function refuseDuplicate(
  tx: Transaction,
  list: (typeof IMPORTABLE_LISTS)[number],
  data: Record<string, unknown>,
  selfId?: unknown,
): Promise<void> {
  const cfg = IMPORT_LISTS[list];
  const key = entryKey(cfg, data);
  if ((await tx.all(list)).some((r) => r.id !== selfId && entryKey(cfg, r) === key)) {
    throw new HttpError(409, `This list already has an entry with this ${cfg.keyField}.`, 'app.administration.lists.duplicate', {
      errors: { [cfg.keyField]: 'app.administration.lists.duplicate' },
    });
  }
}

async function refuseIfUsed(
  tx: Transaction,
  list: (typeof IMPORTABLE_LISTS)[number],
  key: string,
  label: string,
  verb: string,
): Promise<void> {
  const [used] = await stillReferenced(tx, list, [key]);
  if (used) {
    throw new HttpError(
      409,
      `${used.users} ${used.users === 1 ? 'user still uses' : 'users still use'} "${label}", so it cannot be ${verb}.`,
      'app.administration.lists.in_use',
      {
        users: used.users,
        entry: label,
      },
    );
  }
}

/**
 * List Manager entries are unique by their key (a category or service name, a language or country
 * code), and an entry users still use keeps its key: renaming or deleting it would leave those
 * profiles pointing at nothing. Registered once per app. The rules read through the write's
 * transaction: an entry found free or unused stays so until the write lands.
 */
export function registerListWriteRules(rules: WriteRules): void {
  for (const list of IMPORTABLE_LISTS) {
    const cfg = IMPORT_LISTS[list];
    rules.add(list, {
      beforeCreate: ({ tx, data }) => refuseDuplicate(tx, list, data),
      beforeUpdate: async ({ tx, current, data }) => {
        await refuseDuplicate(tx, list, data, current.id);
        if (entryKey(cfg, current) !== entryKey(cfg, data))
          await refuseIfUsed(tx, list, entryKey(cfg, current), String(current[cfg.keyField]), 'renamed');
      },
      // Ahead of the generic reference check, which only knows id references.
      beforeDelete: ({ tx, current }) => refuseIfUsed(tx, list, entryKey(cfg, current), String(current[cfg.keyField]), 'deleted'),
    });
  }
}
