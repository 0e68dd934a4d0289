import { HttpError } from '../http/errors';
import type { AuthCore } from './core';
import type { ChallengePurpose, ChallengeRecord } from './authState';
import { ADMINS, identifierKey } from './adminRecords';

/**
 * The identifier a code's wrong tries count under: the one it was asked for, decoy or real, so an
 * administrator's address and an unknown one count alike. A code from before codes carried it
 * counts under its admin's email.
 */
function limitKeyOf(core: AuthCore, challengeId: string, purposes: readonly ChallengePurpose[]): string | null {
  const key = core.challenges.limitKeyOf(challengeId, purposes);
  if (key) return key;
  const pending = core.challenges.find(challengeId, purposes);
  const admin = pending ? core.store.get(ADMINS, pending.adminId) : undefined;
  return admin ? identifierKey(String(admin.email)) : null;
}

/**
 * Runs a code check under the failed-attempt limits: a wrong code counts as a failed sign-in of
 * the identifier and the address, so new challenges cannot buy unlimited guesses. The address's
 * delay is not waited here: every code comes from a step that waited it (password,
 * forgot-password) or from a signed-in admin, and a challenge takes five wrong codes at most.
 */
function underLimits(core: AuthCore, ip: string, challengeId: string, purposes: readonly ChallengePurpose[], run: () => ChallengeRecord) {
  const key = limitKeyOf(core, challengeId, purposes);
  core.limiter.assertAllowed(key, ip);
  try {
    const challenge = run();
    return { challenge, admin: core.store.get(ADMINS, challenge.adminId), key };
  } catch (e) {
    if (e instanceof HttpError && (e.code === 'app.auth.otp_invalid' || e.code === 'app.auth.otp_locked')) core.limiter.fail(key, ip);
    throw e;
  }
}

/** Checks a code and leaves it valid: only for a screen that checks before asking for more. */
export function checkCodeLimited(core: AuthCore, ip: string, challengeId: string, code: string, purposes: readonly ChallengePurpose[]) {
  return underLimits(core, ip, challengeId, purposes, () => core.challenges.check(challengeId, code, purposes));
}

/**
 * Checks a code and uses it up at once (`Challenges.take`), for every step a code confirms.
 * Synchronous, so call it before the route's first await: a parallel request with the same
 * code then finds it gone.
 */
export function takeCodeLimited(core: AuthCore, ip: string, challengeId: string, code: string, purposes: readonly ChallengePurpose[]) {
  return underLimits(core, ip, challengeId, purposes, () => core.challenges.take(challengeId, code, purposes));
}
