import { flaggedChatMachine } from '../machines/flaggedChat';
import { guardedAction, transitionAction } from './types';
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
    destructive: false,
  }),
  // Only messages still waiting for review are worth claiming. Claims and releases follow the
  // moderator's reading (every chat opened, renewed, left): not audited, or they would bury the
  // decisions (docs/decisions/new-claims-not-audited.md). Mark as reviewed is.
  guardedAction({
    ...command('flagged-chats/claim'),
    guard: { field: 'status', from: ['awaiting_review'] },
    destructive: false,
    audited: false,
  }),
  guardedAction({
    ...command('flagged-chats/release'),
    guard: { field: 'status', from: flaggedChatMachine.states },
    destructive: false,
    audited: false,
  }),
];
