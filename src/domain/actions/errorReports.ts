import { errorReportMachine } from '../machines/errorReport';
import { transitionAction } from './types';
import { command } from './commandPermissions';

/** Errors Reported: resolve. */
export const errorReportActions = [
  transitionAction({
    ...command('error-reports/resolve'),
    machine: errorReportMachine,
    transition: 'resolve',
    destructive: false,
  }),
];
