import { SelectInput, useGetList } from 'react-admin';
import { MAX_PAGE_SIZE } from '../../domain/constants';
import type { RestrictedWord } from '../../domain/entities/restrictedWords';
import { UserPickerInput } from '../common/people/UserPickerInput';

/** The Threat Library's entries as choices: a chat's `matchedWords` holds their normalized form. */
function MatchedWordInput(props: { source: string; alwaysOn?: boolean }) {
  const { data = [], isPending } = useGetList<RestrictedWord>('restricted-words', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'normalized', order: 'ASC' },
  });
  const choices = data.map((w) => ({ id: w.normalized, name: w.text }));
  return (
    <SelectInput
      {...props}
      choices={choices}
      isPending={isPending}
      translateChoice={false}
      label="app.moderation.flagged_chats.filter_word"
      sx={{ minWidth: 200 }}
    />
  );
}

export const flaggedChatFilters = [
  <MatchedWordInput key="matchedWords" source="matchedWords" alwaysOn />,
  <UserPickerInput
    key="sentByUserId"
    source="sentByUserId"
    alwaysOn
    label="resources.flagged-chats.fields.sentByUserId"
    size="small"
    sx={{ minWidth: 240 }}
  />,
];
