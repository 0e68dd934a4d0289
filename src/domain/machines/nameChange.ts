import { defineMachine } from '../machine';

/**
 * A request to change the name on the account. Approving applies the new name (the identity
 * behind it is checked through a verification request); declining also suspends the account,
 * because a refused name change usually means impersonation.
 */
export const nameChangeMachine = defineMachine({
  name: 'name change request',
  field: 'status',
  states: ['pending', 'approved', 'declined'],
  initial: 'pending',
  transitions: {
    approve: { from: ['pending'], to: 'approved' },
    decline: { from: ['pending'], to: 'declined' },
  },
});
