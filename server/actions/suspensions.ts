import type { Reads, Rec } from '../store/store';
import { HttpError } from '../http/errors';
import type { SuspensionCreate } from '../../src/domain/entities/suspensions';
import { insertAudited, updateAudited } from './auditedWrites';
import type { ActionArgs, ActionHandler } from './types';

type Ctx = Pick<ActionArgs, 'tx' | 'req'>;

/** The user's suspensions still in force (at most one, as the commands keep it). */
export async function openSuspensionsOf(reads: Reads, userId: number, exceptId?: number): Promise<Rec[]> {
  return (await reads.where('suspensions', { userId, status: 'suspended' })).filter((s) => s.id !== exceptId);
}

/**
 * Puts a suspension in force for `user` and marks the account suspended. Other areas (a declined
 * name change) may call it too, so accountStatus always mirrors the suspensions.
 * `userIsTarget`: the command's own record is the user, whose change the action route audits.
 */
export async function suspendUser(
  ctx: Ctx,
  user: Rec,
  s: { reason: string; source: SuspensionCreate['source']; adminId: number | null; action: string; userIsTarget?: boolean },
): Promise<{ user: Rec; suspension: Rec }> {
  if (user.accountStatus === 'deleted') throw new HttpError(409, 'A deleted account cannot be suspended.', 'app.errors.transition');
  const suspension = await insertAudited(
    ctx,
    'suspensions',
    {
      userId: user.id,
      reason: s.reason,
      suspendedAt: ctx.tx.now,
      status: 'suspended',
      liftedAt: null,
      source: s.source,
      suspendedByAdminId: s.adminId,
    },
    s.action,
  );
  let updated = user;
  if (user.accountStatus !== 'suspended') {
    const patch = { accountStatus: 'suspended' };
    updated = s.userIsTarget ? await ctx.tx.update('users', user.id, patch) : await updateAudited(ctx, 'users', user.id, patch, s.action);
  }
  return { user: updated, suspension };
}

/**
 * Ends a suspension (lifted: it was a mistake; restored: served) and makes the account active
 * again unless another suspension is still in force (counted through `tx`, after this one ended).
 */
export async function endSuspension(
  ctx: Ctx,
  suspension: Rec,
  status: 'lifted' | 'restored',
  action: string,
  suspensionIsTarget: boolean,
): Promise<Rec> {
  const user = await ctx.tx.get('users', suspension.userId as number);
  if (!user) throw new HttpError(409, 'The suspended user no longer exists.', 'app.errors.transition');
  if (user.accountStatus === 'deleted') throw new HttpError(409, 'A deleted account cannot be reinstated.', 'app.errors.transition');
  const patch = { status, liftedAt: ctx.tx.now };
  const ended = suspensionIsTarget
    ? await ctx.tx.update('suspensions', suspension.id, patch)
    : await updateAudited(ctx, 'suspensions', suspension.id, patch, action);
  if (user.accountStatus === 'suspended' && (await openSuspensionsOf(ctx.tx, Number(user.id))).length === 0) {
    await updateAudited(ctx, 'users', user.id, { accountStatus: 'active' }, action);
  }
  return ended;
}

/** Suspended accounts: Undo suspension (lifted) and Restore account (restored). */
export const suspensionActionHandlers: Record<string, ActionHandler> = {
  undo: (args) => endSuspension(args, args.record, 'lifted', 'undo', true),
  restore: (args) => endSuspension(args, args.record, 'restored', 'restore', true),
};
