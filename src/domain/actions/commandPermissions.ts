import type { CollectionName } from '../collections';
import type { Permission } from '../permissions';

/**
 * Who may run each domain command, `<resource>/<name>` → permission: the one place a command's
 * permission is written. The definitions beside this file take resource, name and permission
 * from here (`command(...)`); the browser's access checks (authProvider.canAccess, the menus)
 * read this table alone, so the first screen loads neither the definitions nor zod.
 */
export const COMMAND_PERMISSIONS = {
  'admins/block_ip': 'admins.manage',
  'admins/invite': 'admins.manage',
  'admins/restore_access': 'admins.manage',
  'admins/revoke_access': 'admins.manage',
  'admins/send_password_reset': 'admins.manage',
  'admins/sign_out_all': 'admins.manage',
  'admins/unblock_ip': 'admins.manage',
  'admins/void_invite': 'admins.manage',
  'commission-rates/change': 'commissions.manage',
  'commission-rates/grant': 'commissions.manage',
  'commission-rates/remove': 'commissions.manage',
  'error-reports/resolve': 'errorReports.act',
  'flagged-chats/claim': 'moderation.act',
  'flagged-chats/mark_reviewed': 'moderation.act',
  'flagged-chats/release': 'moderation.act',
  'media/remove': 'media.act',
  'orders/cancel_by_admin': 'orders.act',
  'orders/release_escrow': 'orders.act',
  'quickad-applicants/accept': 'quickads.manage',
  'quickad-applicants/reject': 'quickads.manage',
  'quickads/close': 'quickads.manage',
  'quickads/publish': 'quickads.manage',
  'quickads/remove': 'quickads.manage',
  'referrals/cancel': 'referrals.act',
  'referrals/deactivate': 'referrals.act',
  'reports/no_action': 'moderation.act',
  'reports/send_warning': 'moderation.act',
  'reports/suspend_and_cancel': 'suspensions.issue',
  'strikes/reissue': 'strikes.issue',
  'strikes/reverse': 'strikes.issue',
  'strikes/uphold': 'strikes.issue',
  'support-tickets/close': 'support.act',
  'support-tickets/reopen': 'support.act',
  'support-tickets/reply': 'support.act',
  'suspensions/restore': 'suspensions.issue',
  'suspensions/undo': 'suspensions.issue',
  'user-requests/approve_account_recovery': 'userRequests.act',
  'user-requests/approve_date_of_birth': 'userRequests.act',
  'user-requests/approve_name_change': 'userRequests.act',
  'user-requests/decline_date_of_birth': 'userRequests.act',
  'user-requests/decline_name_change': 'suspensions.issue',
  'user-requests/fulfil_data_request': 'userRequests.act',
  'user-requests/reject_and_delete_account': 'userRequests.act',
  'users/issue_strike': 'strikes.issue',
  'users/suspend': 'suspensions.issue',
  'users/verify': 'users.verify',
  'verification-requests/reject': 'users.verify',
  'verification-requests/verify': 'users.verify',
} as const satisfies Record<`${CollectionName}/${string}`, Permission>;

export type CommandKey = keyof typeof COMMAND_PERMISSIONS;

/** The permission of a command, or undefined for a name that is no command. */
export function commandPermission(resource: string, name: string): Permission | undefined {
  const key = `${resource}/${name}`;
  return Object.hasOwn(COMMAND_PERMISSIONS, key) ? COMMAND_PERMISSIONS[key as CommandKey] : undefined;
}

/** Resource, name and permission of a command, for its definition. */
export function command(key: CommandKey): { resource: CollectionName; name: string; permission: Permission } {
  const [resource, name] = key.split('/') as [CollectionName, string];
  return { resource, name, permission: COMMAND_PERMISSIONS[key] };
}
