import type { ListImport } from '../../src/domain/entities/listImports';
import { DAY, HOUR, iso } from './clock';
import { audit, later, pickAdmin, type SeedContext } from './context';
import type { ImportableList, SeededLists } from './lookups';

interface ImportSeed {
  list: ImportableList;
  mode: ListImport['mode'];
  status: ListImport['status'];
  /** How the list looked before the import, from the list as it is now. */
  previous: (rows: readonly object[]) => readonly object[];
  rowCount: (rows: readonly object[]) => number;
}

/**
 * A short import history consistent with the lists as they are now: the countries list is
 * the result of an applied replace (the previous list lacked the last few countries); an
 * add-more of languages was reverted (so the list is what it was); two imports were only
 * previewed. Every mode and every status appears.
 */
const IMPORTS: ImportSeed[] = [
  { list: 'countries', mode: 'replace', status: 'applied', previous: (rows) => rows.slice(0, -5), rowCount: (rows) => rows.length },
  { list: 'languages', mode: 'add_more', status: 'reverted', previous: (rows) => rows, rowCount: () => 3 },
  { list: 'user-categories', mode: 'delete_all', status: 'previewed', previous: (rows) => rows, rowCount: () => 0 },
  { list: 'services-offered', mode: 'revert', status: 'previewed', previous: (rows) => rows, rowCount: (rows) => rows.length },
];

export function seedListImports(ctx: SeedContext, lists: SeededLists): void {
  let at = ctx.now - 120 * DAY;
  for (const seed of IMPORTS) {
    at = later(ctx, at, DAY, 20 * DAY);
    const rows = lists[seed.list];
    const admin = pickAdmin(ctx, 'lists.manage');
    const changedAt = seed.status === 'previewed' ? at : later(ctx, at, HOUR, 2 * HOUR);
    const recordId = ctx.db.write(
      'list-imports',
      {
        list: seed.list,
        mode: seed.mode,
        status: seed.status,
        rowCount: seed.rowCount(rows),
        previousSnapshot: seed.previous(rows) as ListImport['previousSnapshot'],
        at: iso(at),
        adminId: admin.id,
      },
      iso(at),
      iso(changedAt),
    );
    if (seed.status !== 'previewed') {
      audit(ctx, {
        adminId: admin.id,
        action: 'apply',
        resource: 'list-imports',
        recordId,
        at: changedAt,
        changes: { status: { before: 'previewed', after: 'applied' } },
      });
    }
    if (seed.status === 'reverted') {
      const revertedAt = later(ctx, changedAt, HOUR, DAY);
      audit(ctx, {
        adminId: admin.id,
        action: 'revert',
        resource: 'list-imports',
        recordId,
        at: revertedAt,
        changes: { status: { before: 'applied', after: 'reverted' } },
      });
    }
  }
}
