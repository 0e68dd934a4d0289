import { defineMachine } from '../machine';

/**
 * Someone lost access to an account and answered the recovery questionnaire. Approving gives
 * the account the new contact; rejecting means the answers did not match and the account is
 * deleted, since its owner can no longer be established.
 */
export const accountRecoveryMachine = defineMachine({
  name: 'account recovery request',
  field: 'status',
  states: ['pending', 'approved', 'rejected'],
  initial: 'pending',
  transitions: {
    approve: { from: ['pending'], to: 'approved' },
    reject_and_delete: { from: ['pending'], to: 'rejected' },
  },
});
