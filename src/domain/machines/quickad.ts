import { defineMachine } from '../machine';

/**
 * A quick ad from draft to its end. `remove` is moderation (with a reason, kept in
 * `moderationReason`); `publish` and `close` are the poster's moves.
 */
export const quickadMachine = defineMachine({
  name: 'quick ad',
  field: 'status',
  states: ['draft', 'published', 'closed', 'removed'],
  initial: 'draft',
  transitions: {
    publish: { from: ['draft'], to: 'published' },
    close: { from: ['published'], to: 'closed' },
    remove: { from: ['published'], to: 'removed' },
  },
});
