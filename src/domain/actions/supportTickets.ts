import { supportTicketMachine } from '../machines/supportTicket';
import { guardedAction, transitionAction } from './types';
import { command } from './commandPermissions';

/**
 * Customer Service: reply, close and reopen tickets. A reply is allowed while the ticket is
 * open or pending and always leaves it pending (waiting for the user), so it is a guard with
 * a handler rather than a machine transition (pending → pending is not a move).
 */
export const supportTicketActions = [
  guardedAction({
    ...command('support-tickets/reply'),
    guard: { field: 'status', from: ['open', 'pending'] },
    destructive: false,
  }),
  transitionAction({
    ...command('support-tickets/close'),
    machine: supportTicketMachine,
    transition: 'close',
    destructive: false,
  }),
  transitionAction({
    ...command('support-tickets/reopen'),
    machine: supportTicketMachine,
    transition: 'reopen',
    destructive: false,
  }),
];
