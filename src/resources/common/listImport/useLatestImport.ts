import { useGetList, type RaRecord } from 'react-admin';
import type { ImportableList } from '../../../domain/listImport/importLists';

export interface ListImportRecord extends RaRecord {
  list: ImportableList;
  mode: string;
  status: string;
  rowCount: number;
  previousSnapshot: unknown[];
  at: string;
  adminId: number;
}

/** The import a revert would undo: the newest applied import of the list that is not itself a revert. */
export function useLatestImport(list: ImportableList, enabled: boolean) {
  const { data, isPending, error } = useGetList<ListImportRecord>(
    'list-imports',
    { filter: { list, status: 'applied', mode_ne: 'revert' }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage: 1 } },
    { enabled },
  );
  return { latest: data?.[0], isPending: enabled && isPending, error };
}
