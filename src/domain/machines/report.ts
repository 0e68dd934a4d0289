import { defineMachine } from '../machine';

/** A user's report about another user or about a job proposal, and its outcome. */
export const reportMachine = defineMachine({
  name: 'report',
  field: 'status',
  states: ['open', 'warned', 'actioned', 'dismissed'],
  initial: 'open',
  transitions: {
    send_warning: { from: ['open'], to: 'warned' },
    suspend_and_cancel: { from: ['open'], to: 'actioned' },
    no_action: { from: ['open'], to: 'dismissed' },
  },
});
