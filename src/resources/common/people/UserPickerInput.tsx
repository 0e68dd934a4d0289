import { AutocompleteInput, ReferenceInput, type AutocompleteInputProps } from 'react-admin';
import { isSearchable } from '../../../domain/search';
import { UserOption, userInputText } from './UserOption';

/**
 * The user picker (a filter by user, the user a rate is granted to): an autocomplete over the
 * users that the server searches (`q`: names, handle, email, phone), each option with its
 * handle and email under the name, so two people of the same name can be told apart (#39.12).
 * Text shorter than a search lists the first users rather than sending a search the API refuses.
 */
export function UserPickerInput({
  source,
  label,
  alwaysOn: _alwaysOn,
  ...rest
}: Omit<AutocompleteInputProps, 'source' | 'label'> & { source: string; label: string; alwaysOn?: boolean }) {
  return (
    <ReferenceInput source={source} reference="users">
      <AutocompleteInput
        label={label}
        optionText={<UserOption />}
        inputText={userInputText}
        // The server already chose the matches (accents, handle, phone): none is filtered out again here.
        matchSuggestion={() => true}
        filterToQuery={userQuery}
        {...rest}
      />
    </ReferenceInput>
  );
}

function userQuery(text: string): { q?: string } {
  return isSearchable(text) ? { q: text } : {};
}
