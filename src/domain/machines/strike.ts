import { defineMachine } from '../machine';

/**
 * A strike counts against its user from issue until `expiresAt` unless it is reversed.
 * `appeal` is the user's move (from the marketplace app); the others are administrators'.
 * A reversed strike can be re-issued when the reversal was a mistake; it keeps its dates.
 */
export const strikeMachine = defineMachine({
  name: 'strike',
  field: 'status',
  states: ['issued', 'appealed', 'upheld', 'reversed', 'reissued'],
  initial: 'issued',
  transitions: {
    appeal: { from: ['issued', 'reissued'], to: 'appealed' },
    uphold: { from: ['appealed'], to: 'upheld' },
    reverse: { from: ['issued', 'appealed', 'upheld', 'reissued'], to: 'reversed' },
    reissue: { from: ['reversed'], to: 'reissued' },
  },
});

/** Statuses in which a strike still counts towards STRIKES_TO_SUSPEND (until it expires). */
export const COUNTING_STRIKE_STATUSES = ['issued', 'appealed', 'upheld', 'reissued'] as const;
