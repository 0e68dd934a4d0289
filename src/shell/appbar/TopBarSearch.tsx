import { useLocation } from 'react-router-dom';
import { SearchField } from './SearchField';

/**
 * The search box every screen shares. Keyed by pathname: moving to another screen starts a fresh
 * box (a pending keystroke is dropped, the new screen's own `search` shows); staying on the same
 * screen keeps it. See docs/decisions/0001-top-bar-search-belongs-to-its-screen.md.
 */
export function TopBarSearch() {
  const { pathname } = useLocation();
  return <SearchField key={pathname} />;
}
