import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import { MESSAGES } from '../../domain/messages';
import { normalizeWord } from '../../domain/vocabulary/restrictedWords';

/**
 * The form's check before it submits: is the word already in the Threat Library (ignoring case
 * and spacing)? The server refuses a duplicate anyway (409, same message), e.g. when two
 * moderators add the same word at once.
 */
export function useDuplicateWordCheck() {
  const dataProvider = useDataProvider();
  return useCallback(
    async (value: unknown) => {
      const normalized = normalizeWord(String(value ?? ''));
      if (!normalized) return undefined;
      const { total } = await dataProvider.getList('restricted-words', {
        filter: { normalized },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
      });
      return total ? MESSAGES.duplicateRestrictedWord : undefined;
    },
    [dataProvider],
  );
}
