import { defineMachine } from '../machine';

/** A user's request for a copy of their personal data, due within DATA_REQUEST_DEADLINE_DAYS. */
export const dataRequestMachine = defineMachine({
  name: 'data request',
  field: 'status',
  states: ['pending', 'fulfilled'],
  initial: 'pending',
  transitions: {
    fulfil: { from: ['pending'], to: 'fulfilled' },
  },
});
