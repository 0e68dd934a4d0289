import { z } from 'zod';
import { TEXT_LIMITS } from '../entities/base';
import { flaggedChatMachine } from '../machines/flaggedChat';
import { guardedAction, noPayload, transitionAction } from './types';
import { command } from './commandPermissions';

/**
 * Flagged Chats: Mark as reviewed (optionally replacing the admin notes), and the claim a
 * moderator holds while reading a message (see flaggedChatClaims.ts). Another admin's claim
 * that has not run out makes mark_reviewed, claim and note edits answer 409.
 */
export const flaggedChatActions = [
  transitionAction({
    ...command('flagged-chats/mark_reviewed'),
    machine: flaggedChatMachine,
    transition: 'mark_reviewed',
    payload: z.object({ adminNotes: z.string().max(TEXT_LIMITS.paragraph).optional() }).strict(),
    destructive: false,
  }),
  // Only messages still waiting for review are worth claiming.
  guardedAction({
    ...command('flagged-chats/claim'),
    guard: { field: 'status', from: ['awaiting_review'] },
    payload: noPayload,
    destructive: false,
  }),
  guardedAction({
    ...command('flagged-chats/release'),
    guard: { field: 'status', from: flaggedChatMachine.states },
    payload: noPayload,
    destructive: false,
  }),
];
