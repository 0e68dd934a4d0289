import { errorReportMachine } from '../machines/errorReport';
import { noPayload, transitionAction } from './types';
import { command } from './commandPermissions';

/** Errors Reported: resolve. */
export const errorReportActions = [
  transitionAction({
    ...command('error-reports/resolve'),
        machine: errorReportMachine,
    transition: 'resolve',
    payload: noPayload,
    destructive: false,
  }),
];
