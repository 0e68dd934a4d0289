import { PageLoading } from './PageLoading';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Permission } from '../domain/permissions';
import { useAdminPermissions } from './permissions/useAdminPermissions';
import { NotAllowedPage } from './NotAllowedPage';

/**
 * Guards a custom shell route with the permission the navigation table gives it; the same
 * check (usePermissions + hasPermission) hides the route's sidebar entry. The server refuses
 * the data anyway: this only spares the admin a screen full of errors.
 *
 * A page opened while allowed stays until the admin leaves it, even if the permission is
 * withdrawn meanwhile (permissions read again after a 403, useRefreshPermissions): the page
 * says itself what the server refused ("Your access to this dashboard was removed"), which
 * tells more than a sudden Not allowed would; the sidebar drops its entry at once.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { isPending, can } = useAdminPermissions();
  const { pathname } = useLocation();
  // The path, not a flag: two guarded routes can share this component instance.
  const allowedOn = useRef<string | null>(null);
  if (isPending) return <PageLoading />;
  const allowed = can(permission);
  if (allowed) allowedOn.current = pathname;
  return allowed || allowedOn.current === pathname ? <>{children}</> : <NotAllowedPage />;
}
