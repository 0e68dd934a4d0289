import { HttpError } from '../http/errors';
import type { AuthCore } from './core';
import type { ChallengePurpose } from './authState';
import { ADMINS, accountKey } from './adminRecords';

/**
 * Checks a code under the failed-attempt limits: a wrong code counts as a failed sign-in of
 * the account and the address, so new challenges cannot buy unlimited guesses. The address's
 * delay is not waited here: every code comes from a step that waited it (password,
 * forgot-password) or from a signed-in admin, and a challenge takes five wrong codes at most.
 */
export function checkCodeLimited(core: AuthCore, ip: string, challengeId: string, code: string, purposes: readonly ChallengePurpose[]) {
  const pending = core.challenges.find(challengeId, purposes);
  const admin = pending ? core.store.get(ADMINS, pending.adminId) : undefined;
  const key = admin ? accountKey(admin) : null;
  core.limiter.assertAllowed(key, ip);
  try {
    return { challenge: core.challenges.check(challengeId, code, purposes), admin, key };
  } catch (e) {
    if (e instanceof HttpError && (e.code === 'app.auth.otp_invalid' || e.code === 'app.auth.otp_locked')) core.limiter.fail(key, ip);
    throw e;
  }
}
