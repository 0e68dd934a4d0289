import { useMemo } from 'react';
import { useGetList } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../../domain/constants';
import { entryKey, type ImportListConfig } from '../../../domain/listImport/importLists';

/**
 * The keys already in the list, so the preview of "add more" can mark rows the list has, and their
 * labels, so the entries a replace would remove are named.
 * Lists are small; past MAX_PAGE_SIZE entries the server still skips the rest of the duplicates.
 */
export function useExistingKeys(cfg: ImportListConfig) {
  const { data, total, isPending } = useGetList(cfg.list, {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'id', order: 'ASC' },
  });
  const keys = useMemo(() => new Set((data ?? []).map((r) => entryKey(cfg, r))), [cfg, data]);
  // How a person recognises an entry: its name, and its code where the code is the key ("Bengali (bn)").
  const labels = useMemo(
    () =>
      new Map(
        (data ?? []).map((r) => [
          entryKey(cfg, r),
          cfg.keyField === 'name' ? String(r.name) : `${String(r.name)} (${String(r[cfg.keyField])})`,
        ]),
      ),
    [cfg, data],
  );
  return { keys, labels, total: total ?? 0, isPending };
}
