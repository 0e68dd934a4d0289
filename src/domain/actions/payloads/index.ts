import type { z } from 'zod';
import type { CommandKey } from '../commandPermissions';
import type { ActionDefinition } from '../types';
import { adminPayloads } from './admins';
import { commissionRatePayloads } from './commissionRates';
import type { PayloadTable } from './common';
import { contentPayloads } from './content';
import { errorReportPayloads } from './errorReports';
import { flaggedChatPayloads } from './flaggedChats';
import { orderPayloads } from './orders';
import { referralPayloads } from './referrals';
import { reportPayloads } from './reports';
import { strikePayloads } from './strikes';
import { supportTicketPayloads } from './supportTickets';
import { suspensionPayloads } from './suspensions';
import { userPayloads } from './users';
import { userRequestPayloads } from './userRequests';
import { verificationRequestPayloads } from './verificationRequests';

export { noPayload, reasonPayload, type PayloadTable } from './common';

/** The area tables, apart so a test can see that no two give one command a schema. */
export const PAYLOAD_TABLES: readonly PayloadTable[] = [
  userPayloads,
  verificationRequestPayloads,
  reportPayloads,
  suspensionPayloads,
  strikePayloads,
  flaggedChatPayloads,
  userRequestPayloads,
  orderPayloads,
  commissionRatePayloads,
  referralPayloads,
  errorReportPayloads,
  supportTicketPayloads,
  contentPayloads,
  adminPayloads,
];

/**
 * The body schema of every domain command, by `<resource>/<name>`: read by the server (validation,
 * openapi.json) and tests only, so the browser's command buttons load the definitions without zod.
 */
export const ACTION_PAYLOADS: PayloadTable = Object.assign({}, ...PAYLOAD_TABLES);

/** The body schema of `action`; a command defined without one is a programming error. */
export function payloadOf(action: ActionDefinition): z.ZodObject {
  const key = `${action.resource}/${action.name}`;
  const payload = Object.hasOwn(ACTION_PAYLOADS, key) ? ACTION_PAYLOADS[key as CommandKey] : undefined;
  if (!payload) throw new Error(`Domain command ${key} has no payload schema in src/domain/actions/payloads`);
  return payload;
}
