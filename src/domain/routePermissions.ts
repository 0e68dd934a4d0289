import type { Permission } from './permissions';

/**
 * Who may call each API route outside plain REST and the domain commands, `<METHOD> <path under
 * /api, as the router writes it>` → the permissions any one of which lets the call through: the
 * one place such a route's permission is written. The server's guard (server/http/routePermission.ts)
 * and openapi.json's `x-permission` both read it, so the document cannot name another permission
 * than the one the server asks for. REST collections are in COLLECTION_ACCESS, commands in
 * COMMAND_PERMISSIONS; routes that need only a session (sign-in, one's own account, the Help
 * Center chat) are not here.
 */
export const ROUTE_PERMISSIONS = {
  'GET /users/:id/activity': ['users.read'],
  'GET /users/by-country': ['globe.view'],
  'POST /restricted-words/match': ['moderation.read'],
  'GET /user-requests/:id/export': ['userRequests.act'],
  'GET /moderators': ['moderation.read'],
  'GET /statistics': ['dashboard.view'],
  'GET /wallet/summary': ['wallet.view'],
  'GET /admins/:id/sessions': ['admins.manage'],
  'GET /admins/blocked-ips': ['admins.manage'],
  'POST /lists/:list/uploads': ['lists.manage'],
  'POST /lists/:list/uploads/:uploadId/chunks': ['lists.manage'],
  'POST /lists/:list/import': ['lists.manage'],
  'GET /lists/:list/usage': ['lists.manage'],
  'POST /lists/:list/revert': ['lists.manage'],
  'POST /uploads': ['quickads.manage'],
  'POST /uploads/:uploadId': ['quickads.manage'],
  // The quick ads' screens and the media review both show the files.
  'GET /uploads/:file': ['quickads.read', 'media.read'],
} as const satisfies Record<string, readonly Permission[]>;

export type GuardedRoute = keyof typeof ROUTE_PERMISSIONS;

export function routePermissions(route: string): readonly Permission[] | undefined {
  return Object.hasOwn(ROUTE_PERMISSIONS, route) ? ROUTE_PERMISSIONS[route as GuardedRoute] : undefined;
}
