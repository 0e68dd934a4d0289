import type { SupportTicketMessage } from '../../src/domain/entities/supportTickets';
import { TEXT_LIMITS } from '../../src/domain/textLimits';
import { kilobytes, oversizedRecord } from '../../src/domain/recordSize';
import type { Rec, Transaction } from '../store/store';
import { HttpError } from '../http/errors';
import type { WriteRules } from '../rest/writeRules';
import type { ActionHandler } from './types';

const TICKETS = 'support-tickets';

/**
 * reply: appends the admin's message to the conversation and leaves the ticket pending
 * (waiting for the user). An unassigned ticket becomes the replying admin's.
 */
const reply: ActionHandler<{ text: string }> = async ({ tx, record, payload, admin }) => {
  const message: SupportTicketMessage = { from: 'admin', authorId: admin.id, text: payload.text, at: tx.now };
  return addMessage(tx, record, message, { status: 'pending', adminId: record.adminId ?? admin.id });
};

export const supportTicketHandlers = { reply: reply as ActionHandler };

/**
 * Appends `message` to the ticket with the rest of `patch`, inside the caller's transaction;
 * `ticket` is as that transaction read it, so no other message lands between the read and this
 * write. A full conversation (TEXT_LIMITS.ticketMessages messages, or a ticket that would pass
 * TEXT_LIMITS.recordBytes) is refused with a 409 rather than written: its history is kept whole,
 * so the way on is a new ticket. The Help Center's chat appends through here too.
 */
export async function addMessage(
  tx: Transaction,
  ticket: Rec,
  message: SupportTicketMessage,
  patch: Record<string, unknown>,
): Promise<Rec> {
  const messages = (ticket.messages as SupportTicketMessage[] | undefined) ?? [];
  const next = { ...ticket, ...patch, messages: [...messages, message], version: Number(ticket.version) + 1, updatedAt: tx.now };
  if (messages.length >= TEXT_LIMITS.ticketMessages) throw ticketFull(`${TEXT_LIMITS.ticketMessages} messages`);
  if (oversizedRecord(next)) throw ticketFull(`${kilobytes(TEXT_LIMITS.recordBytes)} KB`);
  return tx.update(TICKETS, ticket.id, { ...patch, messages: next.messages });
}

function ticketFull(limit: string): HttpError {
  return new HttpError(
    409,
    `This ticket has reached ${limit}, the most one conversation keeps: open a new ticket to go on.`,
    'app.content.errors.ticket_full',
    {
      maxMessages: TEXT_LIMITS.ticketMessages,
      maxKb: kilobytes(TEXT_LIMITS.recordBytes),
    },
  );
}

/**
 * A plain REST write could rewrite the conversation or skip the status machine: messages are
 * only added by `reply`, and status only moves through the commands (a new ticket starts open:
 * the entity's `initial`).
 */
export function registerSupportTicketWriteRules(rules: WriteRules): void {
  rules.add(TICKETS, {
    beforeUpdate({ current, data }) {
      for (const field of ['status', 'messages'] as const) {
        if (JSON.stringify(current[field]) !== JSON.stringify(data[field])) throw commandOnly(field);
      }
    },
  });
}

function commandOnly(field: string): HttpError {
  return new HttpError(
    409,
    `The ${field} of a ticket changes only through its commands (reply, close, reopen).`,
    'app.content.errors.command_only',
    {
      field,
    },
  );
}
