import { AutocompleteInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useListChoices } from '../../common/useListChoices';

/** A subcategory of the chosen category (the list follows the category field). */
export function SubcategoryInput({ source }: { source: string }) {
  const category = useWatch({ name: 'category' }) as string | undefined;
  const { readable, choices } = useListChoices('user-categories', 'name');
  const keepEmpty = (v: string) => v ?? '';
  if (!readable) return <TextInput source={source} parse={keepEmpty} fullWidth />;
  const subcategories = ((choices.find((c) => c.id === category)?.record.subcategories ?? []) as string[]).map((s) => ({ id: s, name: s }));
  return <AutocompleteInput source={source} choices={subcategories} translateChoice={false} parse={keepEmpty} fullWidth />;
}
