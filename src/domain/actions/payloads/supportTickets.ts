import { z } from 'zod';
import { longText } from '../../entities/base';
import { noPayload, type PayloadTable } from './common';

/** The body of a reply: one chat message from the support team. */
export const replyPayload = z.object({ text: longText }).strict();

export const supportTicketPayloads = {
  'support-tickets/reply': replyPayload,
  'support-tickets/close': noPayload,
  'support-tickets/reopen': noPayload,
} satisfies PayloadTable;
