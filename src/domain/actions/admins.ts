import { guardedAction, type ActionDefinition } from './types';
import { command } from './commandPermissions';

/**
 * Administrators: the admin-level controls of the specification (section 6). The server's
 * effects live in server/actions/admins.ts, which calls the auth module. Revoking one's own
 * access and revoking the last active Admin are refused there (409).
 */
export const adminActions: ActionDefinition[] = [
  guardedAction({
    ...command('admins/revoke_access'),
    guard: { field: 'status', from: ['active', 'invited'] },
    destructive: true,
  }),
  guardedAction({
    ...command('admins/sign_out_all'),
    guard: { field: 'status', from: ['active'] },
    destructive: true,
  }),
  // Undoes revoke_access: the admin signs in again with their password and a new code.
  guardedAction({
    ...command('admins/restore_access'),
    guard: { field: 'status', from: ['revoked'] },
    // Not destructive, but confirmed all the same: it gives sign-in back.
    destructive: true,
  }),
  // Blocks an address the admin signed in from (their session list shows it); every request from it gets 403.
  guardedAction({
    ...command('admins/block_ip'),
    guard: { field: 'status', from: ['active', 'invited', 'revoked'] },
    destructive: true,
  }),
  guardedAction({
    ...command('admins/void_invite'),
    guard: { field: 'status', from: ['invited'] },
    destructive: true,
  }),
  guardedAction({
    ...command('admins/send_password_reset'),
    guard: { field: 'status', from: ['active'] },
    destructive: false,
  }),
  // Collection-level (POST /api/admins/actions/unblock_ip): requests from the address are served again.
  {
    ...command('admins/unblock_ip'),
    scope: 'collection',
    destructive: true,
  },
  // Collection-level (POST /api/admins/actions/invite): creates the admin with status invited.
  {
    ...command('admins/invite'),
    scope: 'collection',
    destructive: false,
  },
];
