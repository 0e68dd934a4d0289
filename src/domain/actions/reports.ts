import { reportMachine } from '../machines/report';
import { transitionAction } from './types';
import { command } from './commandPermissions';

/** Reported Users: Send warning, Suspend user and cancel job, No action needed. */
export const reportActions = [
  transitionAction({
    ...command('reports/send_warning'),
    machine: reportMachine,
    transition: 'send_warning',
    destructive: false,
  }),
  transitionAction({
    ...command('reports/suspend_and_cancel'),
    machine: reportMachine,
    transition: 'suspend_and_cancel',
    destructive: true,
  }),
  transitionAction({
    ...command('reports/no_action'),
    machine: reportMachine,
    transition: 'no_action',
    destructive: true,
  }),
];
