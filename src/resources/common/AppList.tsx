import { useLayoutEffect, useMemo, type ReactNode } from 'react';
import { List, useListContext, type FilterPayload, type ListProps } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { settleFirstScreenOnList } from '../../shell/firstScreenHandoff';
import { useTopBarSearch } from '../../shell/search/useTopBarSearch';
import { EmptyState } from './EmptyState';
import { deferAlwaysOnFilters } from './DeferredFilterInput';
import { AppListActions } from './export/AppListActions';

/**
 * The first page is drawn (or failed, or is empty): a first screen covering this list goes in the
 * same frame (its layout effect runs in the commit that drew the rows), so nothing flickers, and a
 * click made on it is made on the list (firstScreenHandoff.ts).
 */
function SettleFirstScreen() {
  const { isPending } = useListContext();
  useLayoutEffect(() => {
    if (!isPending) settleFirstScreenOnList(document.getElementById('main-content') ?? document);
  }, [isPending]);
  return null;
}

/**
 * The list's default filter while the URL lacks one. react-admin keeps a list on its defaults out
 * of the URL, and reads the whole state from the URL once it holds any parameter: the top-bar
 * `search` is one, so typing in the box dropped the default tab's filter ("Awaiting review"
 * showed reviewed chats). The defaults are written into the URL (history replace) and, for the
 * render before that lands, returned to be applied as a fixed filter: no request goes out without them.
 */
function useDefaultFilterInUrl(filterDefaultValues: FilterPayload | undefined): FilterPayload | undefined {
  const [params, setParams] = useSearchParams();
  const missing = filterDefaultValues !== undefined && params.size > 0 && !params.has('filter');
  useLayoutEffect(() => {
    if (!missing) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (!next.has('filter')) next.set('filter', JSON.stringify(filterDefaultValues));
        return next;
      },
      { replace: true },
    );
  }, [missing, filterDefaultValues, setParams]);
  return missing ? filterDefaultValues : undefined;
}

/**
 * A react-admin List that filters by the top-bar search (server-side full text `q`)
 * on top of its fixed filter, pages by 25, exports every row through the server (ExportButton)
 * and shows a helpful empty state. Its always-on filter inputs let the rows draw first on the
 * session's first list (DeferredFilterInput).
 *
 * Every screen is guarded before it mounts (guardResource, guardedRoute) and the whole app
 * requires a session: the List's own authentication and access checks would only hold its
 * query back by two asynchronous rounds, so the rows are asked for on the first render.
 */
export function AppList({
  filter,
  filters,
  filterDefaultValues,
  children,
  emptyKey,
  ...props
}: ListProps & { children: ReactNode; emptyKey?: string }) {
  const search = useTopBarSearch();
  const pendingDefaults = useDefaultFilterInUrl(filterDefaultValues);
  const deferredFilters = useMemo(() => deferAlwaysOnFilters(filters), [filters]);
  return (
    <List
      perPage={25}
      disableAuthentication
      filterDefaultValues={filterDefaultValues}
      filter={{ ...pendingDefaults, ...filter, ...(search ? { q: search } : {}) }}
      empty={<EmptyState messageKey={emptyKey} />}
      exporter={false}
      actions={<AppListActions />}
      filters={deferredFilters}
      {...props}
    >
      {children}
      <SettleFirstScreen />
    </List>
  );
}
