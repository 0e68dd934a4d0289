import { defineMachine } from '../machine';

/**
 * A conversation with the support team. `pending` means waiting for the user's answer
 * (the marketplace sets it when an administrator replies); either open state can be closed.
 */
export const supportTicketMachine = defineMachine({
  name: 'support ticket',
  field: 'status',
  states: ['open', 'pending', 'closed'],
  initial: 'open',
  transitions: {
    close: { from: ['open', 'pending'], to: 'closed' },
    reopen: { from: ['closed'], to: 'open' },
  },
});
