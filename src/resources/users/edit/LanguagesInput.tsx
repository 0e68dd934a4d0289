import { AutocompleteArrayInput, TextArrayInput } from 'react-admin';
import { useListChoices } from '../../common/useListChoices';

/** The languages the user speaks, by ISO code; free codes for roles that cannot read the list. */
export function LanguagesInput({ source }: { source: string }) {
  const { readable, choices, isPending } = useListChoices('languages', 'code');
  if (!readable) return <TextArrayInput source={source} fullWidth />;
  return (
    <AutocompleteArrayInput
      source={source}
      choices={choices.map((c) => ({ ...c, name: `${c.name} (${c.id})` }))}
      isPending={isPending}
      translateChoice={false}
      fullWidth
    />
  );
}
