import { defineMachine } from '../machine';

/** A chat message that matched the Threat Library, waiting for a moderator to read it. */
export const flaggedChatMachine = defineMachine({
  name: 'flagged chat',
  field: 'status',
  states: ['awaiting_review', 'reviewed'],
  initial: 'awaiting_review',
  transitions: {
    mark_reviewed: { from: ['awaiting_review'], to: 'reviewed' },
  },
});
