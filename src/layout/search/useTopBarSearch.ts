import { useSearchParams } from 'react-router-dom';

export const SEARCH_PARAM = 'search';

/** The top-bar search text, shared by every screen through the `search` URL parameter. */
export function useTopBarSearch(): string {
  const [params] = useSearchParams();
  return (params.get(SEARCH_PARAM) ?? '').trim();
}
