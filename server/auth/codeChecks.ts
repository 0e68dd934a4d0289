import { HttpError } from '../http/errors';
import type { Reads } from '../store/store';
import type { AuthCore } from './core';
import type { ChallengePurpose, ChallengeRecord } from './authRecords';
import { ADMINS, identifierKey } from './adminRecords';

/**
 * The identifier a code's wrong tries count under: the one it was asked for, decoy or real, so an
 * administrator's address and an unknown one count alike. A code from before codes carried it
 * counts under its admin's email.
 */
async function limitKeyOf(core: AuthCore, tx: Reads, challengeId: string, purposes: readonly ChallengePurpose[]): Promise<string | null> {
  const key = await core.challenges.limitKeyOf(challengeId, purposes);
  if (key) return key;
  const pending = await core.challenges.find(challengeId, purposes);
  const admin = pending ? await tx.get(ADMINS, pending.adminId) : undefined;
  return admin ? identifierKey(String(admin.email)) : null;
}

/** A code check's outcome: its challenge and the key its tries count under, or the refusal to answer. */
type Checked = { challenge: ChallengeRecord; key: string | null } | { refused: HttpError };

/**
 * Runs a code check under the failed-attempt limits: a wrong code counts as a failed sign-in of
 * the identifier and the address, so new challenges cannot buy unlimited guesses. The limits,
 * the check and the failure it counts are one transaction: a parallel wrong code is checked
 * against counts that include this one. The address's delay is not waited here: every code
 * comes from a step that waited it (password, forgot-password) or from a signed-in admin, and a
 * challenge takes five wrong codes at most. The admin is read once the check has committed
 * (a route that writes on it reads it again in its own transaction).
 */
async function underLimits(
  core: AuthCore,
  ip: string,
  challengeId: string,
  purposes: readonly ChallengePurpose[],
  run: () => Promise<ChallengeRecord>,
) {
  const checked = await core.store.write(async (tx): Promise<Checked> => {
    const key = await limitKeyOf(core, tx, challengeId, purposes);
    await core.limiter.assertAllowed(key, ip);
    try {
      return { challenge: await run(), key };
    } catch (e) {
      if (!(e instanceof HttpError && (e.code === 'app.auth.otp_invalid' || e.code === 'app.auth.otp_locked'))) throw e;
      // Returned, not thrown: thrown here, it would roll back the wrong try and this failure.
      await core.limiter.fail(key, ip);
      return { refused: e };
    }
  });
  if ('refused' in checked) throw checked.refused;
  const { challenge, key } = checked;
  return { challenge, admin: await core.store.get(ADMINS, challenge.adminId), key };
}

/** Checks a code and leaves it valid: only for a screen that checks before asking for more. */
export function checkCodeLimited(core: AuthCore, ip: string, challengeId: string, code: string, purposes: readonly ChallengePurpose[]) {
  return underLimits(core, ip, challengeId, purposes, () => core.challenges.check(challengeId, code, purposes));
}

/**
 * Checks a code and uses it up at once (`Challenges.take`), for every step a code confirms.
 * Await it before anything slow (a password hash): a parallel request with the same code, its
 * check run after this one's, then finds it gone.
 */
export function takeCodeLimited(core: AuthCore, ip: string, challengeId: string, code: string, purposes: readonly ChallengePurpose[]) {
  return underLimits(core, ip, challengeId, purposes, () => core.challenges.take(challengeId, code, purposes));
}
