import { z } from 'zod';
import { reportMachine } from '../machines/report';
import { defineEntity, isoDateTime, longText, recordId, TEXT_LIMITS } from './base';

/** A report about a user's behaviour, or about a job proposal (then `orderId` names the job). */
export const REPORT_KINDS = ['user', 'job_proposal'] as const;

export const reportEntity = defineEntity(
  {
    reporterId: recordId,
    reportedUserId: recordId,
    orderId: recordId.nullable(),
    kind: z.enum(REPORT_KINDS),
    reason: longText,
    /** Links to screenshots (`/seed/...` or http URLs) or quoted text. */
    evidence: z.array(z.string().max(TEXT_LIMITS.url)).max(TEXT_LIMITS.listItems),
    status: z.enum(reportMachine.states),
    resolvedAt: isoDateTime.nullable(),
  },
  { initial: { status: 'open', resolvedAt: null } },
);
export const { record: reportSchema, create: reportCreateSchema } = reportEntity;

export type Report = z.infer<typeof reportSchema>;
export type ReportCreate = z.infer<typeof reportCreateSchema>;
