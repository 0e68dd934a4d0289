import { supportTicketMachine } from '../../domain/machines/supportTicket';
import type { StatusTone } from '../quickads/shared/StatusChipField';

/** The tabs of Customer Service, in the order a ticket usually moves. */
export const TICKET_STATUSES = supportTicketMachine.states;

export const TICKET_STATUS_LABEL = 'app.content.ticket_status.';

/** Open tickets wait for the support team (warning); pending ones wait for the user. */
export const TICKET_STATUS_TONES: Record<string, StatusTone> = { open: 'warning', pending: 'info', closed: 'default' };
