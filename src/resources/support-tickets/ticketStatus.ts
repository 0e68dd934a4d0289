import { enumKey } from '../common/enumChoices';
import { supportTicketMachine } from '../../domain/machines/supportTicket';

/** The tabs of Customer Service, in the order a ticket usually moves. */
export const TICKET_STATUSES = supportTicketMachine.states;

/** One tab per status, each a filter of the same list. */
export const TICKET_TABS = TICKET_STATUSES.map((status) => ({ value: status, labelKey: enumKey('ticketStatus', status) }));
