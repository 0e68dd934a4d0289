import { z } from 'zod';
import { suspensionMachine } from '../machines/suspension';
import { defineEntity, isoDateTime, longText, recordId } from './base';

/**
 * Why the account was suspended: reaching STRIKES_TO_SUSPEND strikes, a report acted on,
 * a declined name change, or an administrator's own decision.
 */
export const SUSPENSION_SOURCES = ['strikes', 'report', 'name_change', 'manual'] as const;

export const suspensionEntity = defineEntity({
  userId: recordId,
  reason: longText,
  suspendedAt: isoDateTime,
  status: z.enum(suspensionMachine.states),
  /** When the suspension was undone or the account restored. */
  liftedAt: isoDateTime.nullable(),
  source: z.enum(SUSPENSION_SOURCES),
  /** Null when the marketplace suspended automatically (three strikes). */
  suspendedByAdminId: recordId.nullable(),
}, { createdBy: 'command' });
export const { record: suspensionSchema, create: suspensionCreateSchema } = suspensionEntity;

export type Suspension = z.infer<typeof suspensionSchema>;
export type SuspensionCreate = z.infer<typeof suspensionCreateSchema>;
