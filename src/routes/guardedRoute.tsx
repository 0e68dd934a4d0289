import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { allShellEntries } from '../domain/navigation';
import { RequirePermission } from '../shell/RequirePermission';
import { preloadOf } from '../shell/lazyPage';
import { registerPreload } from './preloadRoutes';

/**
 * A spec route inside the shell, guarded by the permission navigation.ts gives it (one table
 * for the menu, the guard and the server); a lazy page's code becomes preloadable from its entry.
 */
export function guardedRoute(path: string, page: ReactElement): ReactElement {
  const entry = allShellEntries().find((e) => e.path === path);
  if (!entry) throw new Error(`${path} is not a route of navigation.ts`);
  registerPreload(path, preloadOf(page));
  return <Route key={path} path={path} element={<RequirePermission permission={entry.permission}>{page}</RequirePermission>} />;
}
