import { AutocompleteArrayInput, TextArrayInput, useGetList } from 'react-admin';
import type { UserCategory } from '../../domain/entities/userCategories';

/**
 * Categories are names from the List Manager's user categories. An admin whose role cannot read
 * that list types them instead.
 */
export function CategoriesInput() {
  const { data, error, isPending } = useGetList<UserCategory>('user-categories', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'name', order: 'ASC' },
  });
  if (error) return <TextArrayInput source="categories" helperText="app.content.quickads.categories_hint" />;
  // The choices say where they come from; no helper text needed.
  const choices = (data ?? []).map((c) => ({ id: c.name, name: c.name }));
  return <AutocompleteArrayInput source="categories" choices={choices} isPending={isPending} helperText={false} />;
}
