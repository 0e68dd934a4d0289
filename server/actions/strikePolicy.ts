import type { Reads, Rec } from '../store/store';
import { STRIKES_TO_SUSPEND } from '../../src/domain/constants';
import { isStrikeActive } from '../../src/domain/strikePolicy';
import { endSuspension, openSuspensionsOf, suspendUser } from './suspensions';
import { updateAudited } from './auditedWrites';
import type { ActionArgs } from './types';

/**
 * How the server applies the strike policy (src/domain/strikePolicy.ts, docs/decisions/0021-strike-policy.md):
 * - users.activeStrikes is recounted by every command that touches a strike;
 * - reaching STRIKES_TO_SUSPEND active strikes suspends an active account (source `strikes`);
 * - reversing a strike that leaves fewer than that lifts a suspension the strikes caused.
 */
export const AUTO_SUSPENSION_REASON = 'Three active strikes.';

export async function countActiveStrikes(reads: Reads, userId: number, now: string): Promise<number> {
  return (await reads.where('strikes', { userId })).filter((s) => isStrikeActive(s, now)).length;
}

type Ctx = Pick<ActionArgs, 'tx' | 'req'>;

/**
 * Recounts the user's active strikes and applies the policy, reading through the command's
 * transaction (so the count includes the strike it just wrote, and no other command's lands
 * meanwhile). `userIsTarget` when the command's own record is the user (its change is audited by
 * the action route). Returns the user.
 */
export async function applyStrikePolicy(
  ctx: Ctx,
  userId: number,
  opts: { action: string; userIsTarget?: boolean; liftWhenBelow?: boolean },
): Promise<Rec> {
  const write = (patch: Record<string, unknown>) =>
    opts.userIsTarget ? ctx.tx.update('users', userId, patch) : updateAudited(ctx, 'users', userId, patch, opts.action);
  let user = (await ctx.tx.get('users', userId))!;
  const active = await countActiveStrikes(ctx.tx, userId, ctx.tx.now);
  if (user.activeStrikes !== active || opts.userIsTarget) user = await write({ activeStrikes: active });
  if (active >= STRIKES_TO_SUSPEND && user.accountStatus === 'active') {
    user = (
      await suspendUser(ctx, user, {
        reason: AUTO_SUSPENSION_REASON,
        source: 'strikes',
        adminId: null,
        action: opts.action,
        userIsTarget: opts.userIsTarget,
      })
    ).user;
  } else if (active < STRIKES_TO_SUSPEND && opts.liftWhenBelow) {
    for (const s of (await openSuspensionsOf(ctx.tx, userId)).filter((s) => s.source === 'strikes')) {
      await endSuspension(ctx, s, 'lifted', opts.action, false);
    }
    user = (await ctx.tx.get('users', userId))!;
  }
  return user;
}
