import { commissionRateActions } from './commissionRates';
import { adminActions } from './admins';
import { contentActions } from './content';
import { errorReportActions } from './errorReports';
import { flaggedChatActions } from './flaggedChats';
import { orderActions } from './orders';
import { referralActions } from './referrals';
import { reportActions } from './reports';
import { strikeActions } from './strikes';
import { supportTicketActions } from './supportTickets';
import { suspensionActions } from './suspensions';
import type { ActionDefinition } from './types';
import { COMMAND_PERMISSIONS } from './commandPermissions';
import { userActions } from './users';
import { userRequestActions } from './userRequests';
import { verificationRequestActions } from './verificationRequests';

export * from './types';
export { COMMAND_PERMISSIONS, commandPermission } from './commandPermissions';

/** Every domain command, grouped by screen. docs/api.md lists them. */
export const ACTIONS: readonly ActionDefinition[] = [
  ...userActions,
  ...verificationRequestActions,
  ...reportActions,
  ...suspensionActions,
  ...strikeActions,
  ...flaggedChatActions,
  ...userRequestActions,
  ...orderActions,
  ...commissionRateActions,
  ...referralActions,
  ...errorReportActions,
  ...supportTicketActions,
  ...contentActions,
  ...adminActions,
];

const BY_KEY = new Map(ACTIONS.map((a) => [`${a.resource}/${a.name}`, a]));
if (BY_KEY.size !== ACTIONS.length) throw new Error('Two domain commands share a resource and name');
// The permission table and the definitions name the same commands with the same permissions.
for (const [key, permission] of Object.entries(COMMAND_PERMISSIONS)) {
  if (BY_KEY.get(key)?.permission !== permission) throw new Error(`Domain command ${key}: no definition with permission ${permission}`);
}
if (BY_KEY.size !== Object.keys(COMMAND_PERMISSIONS).length) throw new Error('A domain command is missing from COMMAND_PERMISSIONS');

export function findAction(resource: string, name: string): ActionDefinition | undefined {
  return BY_KEY.get(`${resource}/${name}`);
}

/** The commands of one resource, in registry order (the order buttons appear in). */
export function actionsFor(resource: string): ActionDefinition[] {
  return ACTIONS.filter((a) => a.resource === resource);
}
