import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../../../providers/data/types';
import type { ImportableList } from '../../../domain/listImport/importLists';

/** GET /lists/:list/usage: how many users use each entry (keys lower-cased, as entryKey writes them). */
export interface ListUsage {
  entries: { key: string; users: number }[];
}

/**
 * What users still use, asked when the dialog is about to remove entries (replace, delete all),
 * so the preview says before the confirm that the server would refuse.
 */
export function useListUsage(list: ImportableList, enabled: boolean) {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({
    queryKey: ['list-usage', list],
    queryFn: () => dataProvider.request<ListUsage>(`lists/${list}/usage`),
    enabled,
    staleTime: 0,
  });
}
