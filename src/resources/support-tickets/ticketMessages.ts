import type { SupportTicket, SupportTicketMessage } from '../../domain/entities/supportTickets';

/**
 * Whether a message comes from the person who asked rather than from the support team. A
 * marketplace user writes as `user`; on a Help Center ticket (no user) the asking administrator
 * is the ticket's `adminId`, and every other administrator is the support team.
 */
export function isFromRequester(ticket: Pick<SupportTicket, 'userId' | 'adminId'>, message: SupportTicketMessage): boolean {
  if (message.from === 'user') return true;
  return ticket.userId === null && message.authorId === ticket.adminId;
}
