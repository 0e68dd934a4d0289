import { z } from 'zod';
import { strikeMachine } from '../machines/strike';
import { defineEntity, isoDateTime, longText, paragraph, recordId } from './base';

/** A strike against a user; it counts until `expiresAt` (issuedAt + STRIKE_LIFETIME_DAYS) unless reversed. */
export const strikeEntity = defineEntity(
  {
    userId: recordId,
    reason: longText,
    issuedAt: isoDateTime,
    expiresAt: isoDateTime,
    status: z.enum(strikeMachine.states),
    /** The user's appeal, as written in the marketplace app. */
    appealText: paragraph.nullable(),
    appealedAt: isoDateTime.nullable(),
    /** The administrator's explanation of the last uphold, reverse or re-issue. */
    decision: paragraph.nullable(),
    decidedAt: isoDateTime.nullable(),
    decidedByAdminId: recordId.nullable(),
  },
  { createdBy: 'command' },
);
export const { record: strikeSchema, create: strikeCreateSchema } = strikeEntity;

export type Strike = z.infer<typeof strikeSchema>;
export type StrikeCreate = z.infer<typeof strikeCreateSchema>;
