import { defineMachine } from '../machine';

/**
 * A user's `accountStatus`. It mirrors the user's suspensions: suspended while one of them is
 * in status `suspended`; deleted once an account recovery was rejected and the account deleted.
 */
export const accountStatusMachine = defineMachine({
  name: 'account',
  field: 'accountStatus',
  states: ['active', 'suspended', 'deleted'],
  initial: 'active',
  transitions: {
    suspend: { from: ['active'], to: 'suspended' },
    reinstate: { from: ['suspended'], to: 'active' },
    delete: { from: ['active', 'suspended'], to: 'deleted' },
  },
});
