import { defineMachine } from '../machine';

/**
 * An import of a lookup list (CSV/XLS/XLSX): it is previewed first, applied on confirmation,
 * and can be reverted to the snapshot taken just before it was applied.
 */
export const listImportMachine = defineMachine({
  name: 'list import',
  field: 'status',
  states: ['previewed', 'applied', 'reverted'],
  initial: 'previewed',
  transitions: {
    apply: { from: ['previewed'], to: 'applied' },
    revert: { from: ['applied'], to: 'reverted' },
  },
});
