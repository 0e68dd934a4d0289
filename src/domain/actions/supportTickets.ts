import { z } from 'zod';
import { supportTicketMachine } from '../machines/supportTicket';
import { guardedAction, noPayload, transitionAction } from './types';
import { command } from './commandPermissions';

/** The body of a reply: one chat message from the support team. */
export const replyPayload = z.object({ text: z.string().trim().min(1).max(5000) }).strict();

/**
 * Customer Service: reply, close and reopen tickets. A reply is allowed while the ticket is
 * open or pending and always leaves it pending (waiting for the user), so it is a guard with
 * a handler rather than a machine transition (pending → pending is not a move).
 */
export const supportTicketActions = [
  guardedAction({
    ...command('support-tickets/reply'),
    guard: { field: 'status', from: ['open', 'pending'] },
    payload: replyPayload,
    destructive: false,
  }),
  transitionAction({
    ...command('support-tickets/close'),
    machine: supportTicketMachine,
    transition: 'close',
    payload: noPayload,
    destructive: false,
  }),
  transitionAction({
    ...command('support-tickets/reopen'),
    machine: supportTicketMachine,
    transition: 'reopen',
    payload: noPayload,
    destructive: false,
  }),
];
