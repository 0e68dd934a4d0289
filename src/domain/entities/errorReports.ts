import { z } from 'zod';
import { errorReportMachine } from '../machines/errorReport';
import { defineEntity, isoDateTime, mediaUrl, recordId, text } from './base';

/** A bug report sent from the marketplace app, with screenshots or screen recordings. */
export const { record: errorReportSchema, create: errorReportCreateSchema } = defineEntity({
  reportedByUserId: recordId,
  reportedAt: isoDateTime,
  description: text,
  screenshots: z.array(mediaUrl),
  recordings: z.array(mediaUrl),
  status: z.enum(errorReportMachine.states),
  resolvedAt: isoDateTime.nullable(),
});

export type ErrorReport = z.infer<typeof errorReportSchema>;
export type ErrorReportCreate = z.infer<typeof errorReportCreateSchema>;
