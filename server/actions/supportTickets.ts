import type { SupportTicketMessage } from '../../src/domain/entities/supportTickets';
import { HttpError } from '../http/errors';
import { registerWriteRule } from '../rest/writeRules';
import type { ActionHandler } from './types';

const TICKETS = 'support-tickets';

/**
 * reply: appends the admin's message to the conversation and leaves the ticket pending
 * (waiting for the user). An unassigned ticket becomes the replying admin's.
 */
const reply: ActionHandler<{ text: string }> = ({ tx, record, payload, admin }) => {
  const message: SupportTicketMessage = { from: 'admin', authorId: admin.id, text: payload.text, at: tx.now };
  const messages = (record.messages as SupportTicketMessage[] | undefined) ?? [];
  return tx.update(TICKETS, record.id, {
    messages: [...messages, message],
    status: 'pending',
    adminId: record.adminId ?? admin.id,
  });
};

export const supportTicketHandlers = { reply: reply as ActionHandler };

/**
 * A plain REST write could rewrite the conversation or skip the status machine: messages are
 * only added by `reply`, and status only moves through the commands (a new ticket starts open:
 * the entity's `initial`).
 */
export function registerSupportTicketWriteRules(): void {
  registerWriteRule(TICKETS, {
    beforeUpdate({ current, data }) {
      for (const field of ['status', 'messages'] as const) {
        if (JSON.stringify(current[field]) !== JSON.stringify(data[field])) throw commandOnly(field);
      }
    },
  });
}

function commandOnly(field: string): HttpError {
  return new HttpError(409, `The ${field} of a ticket changes only through its commands (reply, close, reopen).`, 'app.content.errors.command_only', {
    field,
  });
}
