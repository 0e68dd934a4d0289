import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../../providers/data';

export interface PhraseMatch {
  id: number;
  text: string;
  normalized: string;
}

/** Waits this long after the last keystroke before asking the server. */
const DEBOUNCE_MS = 300;

/** The Threat Library entries a phrase would be flagged for, from the server's matcher (POST /restricted-words/match). */
export function useMatchPhrase(text: string): { matches: PhraseMatch[] | null; isFetching: boolean } {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const phrase = settled.trim();
  const { data, isFetching } = useQuery({
    queryKey: ['restricted-words', 'match', phrase],
    queryFn: () => dataProvider.request<{ matches: PhraseMatch[] }>('restricted-words/match', { method: 'POST', body: { text: phrase } }),
    enabled: phrase !== '',
    placeholderData: keepPreviousData,
  });
  return { matches: phrase && data ? data.matches : null, isFetching };
}
