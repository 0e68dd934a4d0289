import { z } from 'zod';
import { suspensionMachine } from '../machines/suspension';
import { defineEntity, isoDateTime, longText, recordId } from './base';
import { SUSPENSION_SOURCES } from '../vocabulary/suspensions';

export { SUSPENSION_SOURCES };

export const suspensionEntity = defineEntity(
  {
    userId: recordId,
    reason: longText,
    suspendedAt: isoDateTime,
    status: z.enum(suspensionMachine.states),
    /** When the suspension was undone or the account restored. */
    liftedAt: isoDateTime.nullable(),
    source: z.enum(SUSPENSION_SOURCES),
    /** Null when the marketplace suspended automatically (three strikes). */
    suspendedByAdminId: recordId.nullable(),
  },
  { createdBy: 'command' },
);
export const { record: suspensionSchema, create: suspensionCreateSchema } = suspensionEntity;

export type Suspension = z.infer<typeof suspensionSchema>;
export type SuspensionCreate = z.infer<typeof suspensionCreateSchema>;
