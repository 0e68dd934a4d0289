import { insertAudited } from './auditedWrites';
import { applyStrikePolicy } from './strikePolicy';
import { strikeExpiresAt } from '../../src/domain/strikePolicy';
import { suspendUser } from './suspensions';
import type { ActionHandler } from './types';

type ReasonPayload = { reason: string };

/**
 * Commands on a user from the Users screens. `verify` only moves verificationStatus, which the
 * action route does without a handler.
 */
export const userActionHandlers: Record<string, ActionHandler> = {
  issue_strike: async (args) => {
    const { tx, record } = args;
    const { reason } = args.payload as ReasonPayload;
    await insertAudited(
      args,
      'strikes',
      {
        userId: record.id,
        reason,
        issuedAt: tx.now,
        expiresAt: strikeExpiresAt(tx.now),
        status: 'issued',
        appealText: null,
        appealedAt: null,
        decision: null,
        decidedAt: null,
        decidedByAdminId: null,
      },
      'issue_strike',
    );
    return applyStrikePolicy(args, Number(record.id), { action: 'issue_strike', userIsTarget: true });
  },
  suspend: async (args) => {
    const { reason } = args.payload as ReasonPayload;
    return (
      await suspendUser(args, args.record, { reason, source: 'manual', adminId: args.admin.id, action: 'suspend', userIsTarget: true })
    ).user;
  },
};
