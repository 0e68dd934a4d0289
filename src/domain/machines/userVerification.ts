import { defineMachine } from '../machine';

/**
 * A user's `verificationStatus` (spec: Verified / Not Verified / Unverified):
 * - unverified: no request has been decided yet (never submitted, or the first one is pending);
 * - not_verified: the latest decided request was rejected;
 * - verified: the latest decided request was verified.
 * Deciding an additional request of a verified user leaves the user verified: the rejected
 * change is not applied, the identity already checked stays checked.
 */
export const userVerificationMachine = defineMachine({
  name: 'user verification',
  field: 'verificationStatus',
  states: ['unverified', 'not_verified', 'verified'],
  initial: 'unverified',
  transitions: {
    verify: { from: ['unverified', 'not_verified'], to: 'verified' },
    reject: { from: ['unverified', 'not_verified'], to: 'not_verified' },
  },
});
