import { useCallback } from 'react';
import { usePermissions } from 'react-admin';
import { hasPermission, ROLES, type Permission, type PermissionSubject, type Role } from '../../domain/permissions';
import { mayAccess } from '../../domain/resourcePermission';

/**
 * What authProvider.getPermissions() resolves to, as a subject of the one permission matrix.
 * The contract is a `PermissionSubject` ({ role, permissions }); a plain list of permission
 * names is read as a custom role holding exactly those permissions. Anything else grants nothing.
 */
export function toPermissionSubject(value: unknown): PermissionSubject | null {
  if (Array.isArray(value)) return { role: 'custom', permissions: value.map(String) };
  if (value && typeof value === 'object' && (ROLES as readonly string[]).includes(String((value as { role?: unknown }).role))) {
    const v = value as { role: Role; permissions?: unknown };
    return { role: v.role, permissions: Array.isArray(v.permissions) ? v.permissions.map(String) : [] };
  }
  return null;
}

export interface AdminPermissions {
  /** True until the auth provider has answered: render nothing guarded meanwhile. */
  isPending: boolean;
  can: (permission: Permission) => boolean;
  /** The same question in react-admin's terms (`users` + `delete`, `/globe` + `access`), as authProvider.canAccess answers it. */
  canAccess: (resource: string, action: string) => boolean;
}

/**
 * The one hook components ask "may this admin do that": the signed-in admin's permissions,
 * through react-admin's usePermissions (backed by the authProvider), read against the one matrix.
 * Synchronous once known, so a button renders or not without a request of its own.
 */
export function useAdminPermissions(): AdminPermissions {
  const { permissions, isPending } = usePermissions();
  const can = useCallback((permission: Permission) => hasPermission(toPermissionSubject(permissions), permission), [permissions]);
  const canAccess = useCallback(
    (resource: string, action: string) => mayAccess(toPermissionSubject(permissions), resource, action),
    [permissions],
  );
  return { isPending, can, canAccess };
}
