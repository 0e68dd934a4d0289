import { z } from 'zod';
import { TEXT_LIMITS } from '../entities/base';
import { flaggedChatMachine } from '../machines/flaggedChat';
import { guardedAction, noPayload, transitionAction } from './types';

/**
 * Flagged Chats: Mark as reviewed (optionally replacing the admin notes), and the claim a
 * moderator holds while reading a message (see flaggedChatClaims.ts). Another admin's claim
 * that has not run out makes mark_reviewed, claim and note edits answer 409.
 */
export const flaggedChatActions = [
  transitionAction({
    resource: 'flagged-chats',
    name: 'mark_reviewed',
    permission: 'moderation.act',
    machine: flaggedChatMachine,
    transition: 'mark_reviewed',
    payload: z.object({ adminNotes: z.string().max(TEXT_LIMITS.paragraph).optional() }).strict(),
    destructive: false,
  }),
  // Only messages still waiting for review are worth claiming.
  guardedAction({
    resource: 'flagged-chats',
    name: 'claim',
    permission: 'moderation.act',
    guard: { field: 'status', from: ['awaiting_review'] },
    payload: noPayload,
    destructive: false,
  }),
  guardedAction({
    resource: 'flagged-chats',
    name: 'release',
    permission: 'moderation.act',
    guard: { field: 'status', from: flaggedChatMachine.states },
    payload: noPayload,
    destructive: false,
  }),
];
