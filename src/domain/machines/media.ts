import { defineMachine } from '../machine';

/** A photo or video on a user's profile; moderators can remove it (with a reason). */
export const mediaMachine = defineMachine({
  name: 'media item',
  field: 'status',
  states: ['visible', 'removed'],
  initial: 'visible',
  transitions: {
    remove: { from: ['visible'], to: 'removed' },
  },
});
