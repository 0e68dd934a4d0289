import { z } from 'zod';
import { longText } from '../../entities/base';
import { noPayload, type PayloadTable } from './common';

export const reportPayloads = {
  /** Without a message the user receives the standard warning. */
  'reports/send_warning': z.object({ message: longText.optional() }).strict(),
  /**
   * The suspension's reason (the report's reason when omitted). `jobStays`: the job can no longer
   * be cancelled (completed, already cancelled...) and the admin suspends the user only; without it
   * such a job makes the command refuse (409 app.manageUsers.errors.job_not_cancellable), since
   * it would not do what it says.
   */
  'reports/suspend_and_cancel': z.object({ reason: longText.optional(), jobStays: z.boolean().optional() }).strict(),
  'reports/no_action': noPayload,
} satisfies PayloadTable;
