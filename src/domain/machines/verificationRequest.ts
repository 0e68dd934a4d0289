import { defineMachine } from '../machine';

/** An identity check (selfie + information) waiting for an administrator's decision. */
export const verificationRequestMachine = defineMachine({
  name: 'verification request',
  field: 'status',
  states: ['pending', 'verified', 'rejected'],
  initial: 'pending',
  transitions: {
    verify: { from: ['pending'], to: 'verified' },
    reject: { from: ['pending'], to: 'rejected' },
  },
});
