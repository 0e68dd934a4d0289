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
import { userActions } from './users';
import { userRequestActions } from './userRequests';
import { verificationRequestActions } from './verificationRequests';

export * from './types';

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

export function findAction(resource: string, name: string): ActionDefinition | undefined {
  return BY_KEY.get(`${resource}/${name}`);
}

/** The commands of one resource, in registry order (the order buttons appear in). */
export function actionsFor(resource: string): ActionDefinition[] {
  return ACTIONS.filter((a) => a.resource === resource);
}
