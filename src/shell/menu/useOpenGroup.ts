import { useCallback, useState } from 'react';
import { groupIdOfPath } from './navPaths';

/**
 * Which sidebar group is expanded: at most one. The current route's group opens on load and
 * whenever the route moves into another group; clicking the open group closes it.
 */
export function useOpenGroup(pathname: string): { openGroupId: string | null; toggle: (id: string) => void } {
  const routeGroupId = groupIdOfPath(pathname);
  const [state, setState] = useState({ openGroupId: routeGroupId, routeGroupId });
  if (state.routeGroupId !== routeGroupId) {
    // Adjusting state while rendering (React's documented pattern) avoids a flash of the old group.
    setState({ openGroupId: routeGroupId ?? state.openGroupId, routeGroupId });
  }
  const toggle = useCallback((id: string) => setState((s) => ({ ...s, openGroupId: s.openGroupId === id ? null : id })), []);
  return { openGroupId: state.openGroupId, toggle };
}
