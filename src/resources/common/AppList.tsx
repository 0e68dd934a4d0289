import type { ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import { useTopBarSearch } from '../../layout/search/useTopBarSearch';
import { EmptyState } from './EmptyState';

/**
 * A react-admin List that filters by the top-bar search (server-side full text `q`)
 * on top of its fixed filter, pages by 25 and shows a helpful empty state.
 */
export function AppList({ filter, children, emptyKey, ...props }: ListProps & { children: ReactNode; emptyKey?: string }) {
  const search = useTopBarSearch();
  return (
    <List
      perPage={25}
      filter={{ ...filter, ...(search ? { q: search } : {}) }}
      empty={<EmptyState messageKey={emptyKey} />}
      {...props}
    >
      {children}
    </List>
  );
}
