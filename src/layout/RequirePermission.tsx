import { PageLoading } from './PageLoading';
import type { ReactNode } from 'react';
import type { Permission } from '../domain/permissions';
import { useAdminPermissions } from './permissions/useAdminPermissions';
import { NotAllowedPage } from './NotAllowedPage';

/**
 * Guards a custom shell route with the permission the navigation table gives it; the same
 * check (usePermissions + hasPermission) hides the route's sidebar entry. The server refuses
 * the data anyway: this only spares the admin a screen full of errors.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { isPending, can } = useAdminPermissions();
  if (isPending) return <PageLoading />;
  return can(permission) ? <>{children}</> : <NotAllowedPage />;
}
