import { z } from 'zod';
import { reportMachine } from '../machines/report';
import { defineEntity, isoDateTime, recordId, text } from './base';

/** A report about a user's behaviour, or about a job proposal (then `orderId` names the job). */
export const REPORT_KINDS = ['user', 'job_proposal'] as const;

export const { record: reportSchema, create: reportCreateSchema } = defineEntity({
  reporterId: recordId,
  reportedUserId: recordId,
  orderId: recordId.nullable(),
  kind: z.enum(REPORT_KINDS),
  reason: text,
  /** Links to screenshots (`/seed/...` or http URLs) or quoted text. */
  evidence: z.array(z.string()),
  status: z.enum(reportMachine.states),
  resolvedAt: isoDateTime.nullable(),
});

export type Report = z.infer<typeof reportSchema>;
export type ReportCreate = z.infer<typeof reportCreateSchema>;
