import { useSearchParams } from 'react-router-dom';
import { isSearchable } from '../../domain/search';

export const SEARCH_PARAM = 'search';

/**
 * The top-bar search text, shared by every screen through the `search` URL parameter: empty
 * while it is shorter than the API searches for (the box says so, SearchField).
 */
export function useTopBarSearch(): string {
  const [params] = useSearchParams();
  const text = (params.get(SEARCH_PARAM) ?? '').trim();
  return isSearchable(text) ? text : '';
}
