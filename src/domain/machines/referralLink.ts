import { defineMachine } from '../machine';

/**
 * A referral link earns its owner a share while active. `deactivate` pauses it (it can still be
 * cancelled), `cancel` ends it for good; `expire` is the marketplace's move when `expiresAt` passes.
 */
export const referralLinkMachine = defineMachine({
  name: 'referral link',
  field: 'linkStatus',
  states: ['active', 'deactivated', 'cancelled', 'expired'],
  initial: 'active',
  transitions: {
    deactivate: { from: ['active'], to: 'deactivated' },
    cancel: { from: ['active', 'deactivated'], to: 'cancelled' },
    expire: { from: ['active'], to: 'expired' },
  },
});
