import { HttpError } from '../http/errors';
import type { Rec } from '../store/store';
import { applyStrikePolicy } from './strikePolicy';
import { hasStrikeExpired } from '../../src/domain/strikePolicy';
import type { ActionArgs, ActionHandler } from './types';

type DecisionPayload = { decision?: string };

/** Moves the strike, records who decided and why, then brings the user in line with the policy. */
async function decide(args: ActionArgs, action: string, liftWhenBelow: boolean): Promise<Rec> {
  const { tx, record, admin, nextStatus } = args;
  const { decision } = args.payload as DecisionPayload;
  const strike = await tx.update('strikes', record.id, {
    status: nextStatus,
    decision: decision ?? record.decision ?? null,
    decidedAt: tx.now,
    decidedByAdminId: admin.id,
  });
  await applyStrikePolicy(args, Number(record.userId), { action, liftWhenBelow });
  return strike;
}

/** Strikes: Uphold strike, Reverse/Undo strike, Re-issue strike. */
export const strikeActionHandlers: Record<string, ActionHandler> = {
  uphold: (args) => decide(args, 'uphold', false),
  reverse: (args) => decide(args, 'reverse', true),
  // A re-issued strike keeps its dates: re-issuing one that has expired meanwhile would change nothing.
  reissue: async (args) => {
    if (hasStrikeExpired(args.record, args.tx.now)) {
      throw new HttpError(409, 'This strike has expired; issue a new one instead.', 'app.manageUsers.errors.strike_expired');
    }
    return decide(args, 'reissue', false);
  },
};
