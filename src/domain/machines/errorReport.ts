import { defineMachine } from '../machine';

/** A bug a user reported from the marketplace app (with screenshots or recordings). */
export const errorReportMachine = defineMachine({
  name: 'error report',
  field: 'status',
  states: ['open', 'resolved'],
  initial: 'open',
  transitions: {
    resolve: { from: ['open'], to: 'resolved' },
  },
});
