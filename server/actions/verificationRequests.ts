import { HttpError } from '../http/errors';
import type { Rec } from '../store/store';
import { canTransition } from '../../src/domain/machine';
import { userVerificationMachine } from '../../src/domain/machines/userVerification';
import { updateAudited } from './auditedWrites';
import { profilePatchFrom } from './userProfile';
import type { ActionArgs, ActionHandler } from './types';

async function requestUser(args: ActionArgs): Promise<Rec> {
  const user = await args.tx.get('users', args.record.userId as number);
  if (!user || user.accountStatus === 'deleted')
    throw new HttpError(409, 'The account of this request was deleted.', 'app.errors.transition');
  return user;
}

/**
 * Verify user / Reject request. The user's verificationStatus follows in the same write
 * (machines/userVerification.ts): a decision on an additional request of a verified user leaves
 * them verified. Verifying applies the submitted information to the profile.
 */
export const verificationRequestActionHandlers: Record<string, ActionHandler> = {
  verify: async (args) => {
    const { tx, record, admin, nextStatus } = args;
    const user = await requestUser(args);
    const patch = profilePatchFrom(record.newInfo as Record<string, string>, user, tx.now);
    if (canTransition(userVerificationMachine, String(user.verificationStatus), 'verify')) patch.verificationStatus = 'verified';
    const request = await tx.update('verification-requests', record.id, {
      status: nextStatus,
      reviewedAt: tx.now,
      reviewedByAdminId: admin.id,
      rejectionReason: null,
    });
    if (Object.keys(patch).length) await updateAudited(args, 'users', user.id, patch, 'verify');
    return request;
  },
  reject: async (args) => {
    const { tx, record, admin, nextStatus } = args;
    const { reason } = args.payload as { reason: string };
    const user = await requestUser(args);
    const request = await tx.update('verification-requests', record.id, {
      status: nextStatus,
      reviewedAt: tx.now,
      reviewedByAdminId: admin.id,
      rejectionReason: reason,
    });
    if (user.verificationStatus === 'unverified' && canTransition(userVerificationMachine, 'unverified', 'reject')) {
      await updateAudited(args, 'users', user.id, { verificationStatus: 'not_verified' }, 'reject');
    }
    return request;
  },
};
