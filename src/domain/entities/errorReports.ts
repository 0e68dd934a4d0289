import { z } from 'zod';
import { errorReportMachine } from '../machines/errorReport';
import { defineEntity, isoDateTime, longText, mediaUrl, recordId, TEXT_LIMITS } from './base';

/** A bug report sent from the marketplace app, with screenshots or screen recordings. */
export const errorReportEntity = defineEntity(
  {
    reportedByUserId: recordId,
    reportedAt: isoDateTime,
    description: longText,
    screenshots: z.array(mediaUrl).max(TEXT_LIMITS.listItems),
    recordings: z.array(mediaUrl).max(TEXT_LIMITS.listItems),
    status: z.enum(errorReportMachine.states),
    resolvedAt: isoDateTime.nullable(),
  },
  {
    computed: { reportedAt: 'now' },
    initial: { status: 'open', resolvedAt: null },
    defaults: { screenshots: [], recordings: [] },
  },
);
export const { record: errorReportSchema, create: errorReportCreateSchema } = errorReportEntity;

export type ErrorReport = z.infer<typeof errorReportSchema>;
export type ErrorReportCreate = z.infer<typeof errorReportCreateSchema>;
