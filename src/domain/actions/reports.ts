import { z } from 'zod';
import { TEXT_LIMITS } from '../entities/base';
import { reportMachine } from '../machines/report';
import { noPayload, transitionAction } from './types';
import { command } from './commandPermissions';

/** Reported Users: Send warning, Suspend user and cancel job, No action needed. */
export const reportActions = [
  transitionAction({
    ...command('reports/send_warning'),
    machine: reportMachine,
    transition: 'send_warning',
    /** Without a message the user receives the standard warning. */
    payload: z.object({ message: z.string().trim().min(1).max(TEXT_LIMITS.paragraph).optional() }).strict(),
    destructive: false,
  }),
  transitionAction({
    ...command('reports/suspend_and_cancel'),
    machine: reportMachine,
    transition: 'suspend_and_cancel',
    /**
     * The suspension's reason (the report's reason when omitted). `jobStays`: the job can no longer
     * be cancelled (completed, already cancelled...) and the admin suspends the user only; without it
     * such a job makes the command refuse (409 app.manageUsers.errors.job_not_cancellable), since
     * it would not do what it says.
     */
    payload: z.object({ reason: z.string().trim().min(1).max(TEXT_LIMITS.paragraph).optional(), jobStays: z.boolean().optional() }).strict(),
    destructive: true,
  }),
  transitionAction({
    ...command('reports/no_action'),
    machine: reportMachine,
    transition: 'no_action',
    payload: noPayload,
    destructive: true,
  }),
];
