import { useGetList, type RaRecord } from 'react-admin';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';

export interface ListChoice {
  id: string;
  name: string;
  record: RaRecord;
}

/**
 * Choices from a List Manager list (countries, user categories, languages). Users refer to
 * them by a value field (`code`, `name`), not by id. `readable` is false for roles without
 * lists.read: the caller then falls back to a plain text input.
 */
export function useListChoices(resource: 'countries' | 'user-categories' | 'languages', valueField: 'code' | 'name') {
  const { can } = useAdminPermissions();
  const readable = can('lists.read');
  const { data, isPending } = useGetList(
    resource,
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: readable },
  );
  const choices: ListChoice[] = (data ?? []).map((r) => ({ id: String(r[valueField]), name: String(r.name), record: r }));
  return { readable, choices, isPending: readable && isPending };
}
