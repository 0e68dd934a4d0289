import { COLLECTION_ACCESS, hasPermission, isPermission, type Permission, type PermissionSubject } from './permissions';
import { allShellEntries } from './navigation';
import { commandPermission } from './actions/commandPermissions';

/** react-admin's reading actions; every other action on a collection is a write. */
const READ_ACTIONS = new Set(['list', 'show', 'read', 'export', 'view', 'access']);
const WRITE_ACTIONS = new Set(['create', 'edit', 'delete', 'write', 'update', 'clone']);

/**
 * The permission `authProvider.canAccess({resource, action})` asks for, read from the one
 * matrix (permissions.ts) and the sidebar table (navigation.ts):
 * - a REST collection (`users`, `payment-details`): its read or write permission;
 * - a domain command (`users` + `verify`): the command's own permission;
 * - a shell route (`/globe` or `globe`, `dashboard`): the permission guarding the route;
 * - a permission spelled as resource + action (`payments` + `view`).
 * `null` means nobody may (a read-only collection's write); `undefined` means unknown, which is refused too.
 */
export function permissionFor(resource: string, action: string): Permission | null | undefined {
  const access = COLLECTION_ACCESS[resource];
  if (access && READ_ACTIONS.has(action)) return access.read;
  if (access && WRITE_ACTIONS.has(action)) return access.write;
  const command = commandPermission(resource, action);
  if (command) return command;
  const path = resource.startsWith('/') ? resource : `/${resource}`;
  const route = allShellEntries().find((e) => e.path === path);
  if (route) return route.permission;
  const spelled = `${resource}.${action}`;
  return isPermission(spelled) ? spelled : undefined;
}

/**
 * The one question "may this admin do that", asked of react-admin's terms (resource + action):
 * authProvider.canAccess and the components' hook (useAdminPermissions().canAccess) both answer it here.
 */
export function mayAccess(subject: PermissionSubject | null, resource: string, action: string): boolean {
  const permission = permissionFor(resource, action);
  return !!subject && !!permission && hasPermission(subject, permission);
}
