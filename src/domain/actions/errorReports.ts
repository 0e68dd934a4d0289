import { errorReportMachine } from '../machines/errorReport';
import { noPayload, transitionAction } from './types';

/** Errors Reported: resolve. */
export const errorReportActions = [
  transitionAction({
    resource: 'error-reports',
    name: 'resolve',
    permission: 'errorReports.act',
    machine: errorReportMachine,
    transition: 'resolve',
    payload: noPayload,
    destructive: false,
  }),
];
