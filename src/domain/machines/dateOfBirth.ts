import { defineMachine } from '../machine';

/** A request to correct the date of birth; approving writes it on the user. */
export const dateOfBirthMachine = defineMachine({
  name: 'date of birth request',
  field: 'status',
  states: ['pending', 'approved', 'declined'],
  initial: 'pending',
  transitions: {
    approve: { from: ['pending'], to: 'approved' },
    decline: { from: ['pending'], to: 'declined' },
  },
});
