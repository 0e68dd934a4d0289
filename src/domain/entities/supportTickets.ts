import { z } from 'zod';
import { supportTicketMachine } from '../machines/supportTicket';
import { defineEntity, isoDateTime, longText, recordId, text, TEXT_LIMITS } from './base';

const ticketMessageSchema = z
  .object({
    from: z.enum(['user', 'admin']),
    /** A user id or an admin id, according to `from`. */
    authorId: recordId,
    text: longText,
    at: isoDateTime,
  })
  .strict();

/** A Customer Service conversation; oldest message first. */
export const supportTicketEntity = defineEntity(
  {
    userId: recordId.nullable(),
    /** The administrator handling it, null while unassigned. */
    adminId: recordId.nullable(),
    subject: text,
    status: z.enum(supportTicketMachine.states),
    messages: z.array(ticketMessageSchema).max(TEXT_LIMITS.ticketMessages),
  },
  { initial: { status: 'open' } },
);
export const { record: supportTicketSchema, create: supportTicketCreateSchema } = supportTicketEntity;

export type SupportTicket = z.infer<typeof supportTicketSchema>;
export type SupportTicketCreate = z.infer<typeof supportTicketCreateSchema>;
export type SupportTicketMessage = z.infer<typeof ticketMessageSchema>;
