import { defineMachine } from '../machine';

/**
 * `undo` says the suspension was a mistake (lifted); `restore` reinstates an account that
 * served its suspension (restored). Both make the account active again.
 */
export const suspensionMachine = defineMachine({
  name: 'suspension',
  field: 'status',
  states: ['suspended', 'lifted', 'restored'],
  initial: 'suspended',
  transitions: {
    undo: { from: ['suspended'], to: 'lifted' },
    restore: { from: ['suspended'], to: 'restored' },
  },
});
