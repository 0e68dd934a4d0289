import { z } from 'zod';
import { flaggedChatMachine } from '../machines/flaggedChat';
import { defineEntity, isoDateTime, longText, paragraph, recordId, text, textList } from './base';

/**
 * A chat message that contains restricted words. `claimedByAdminId`/`claimExpiresAt` let one
 * moderator take a message for a while so two moderators do not review the same one.
 */
export const flaggedChatEntity = defineEntity(
  {
    chatroomId: text,
    sentByUserId: recordId,
    message: longText,
    /** Normalized restricted words found in the message (see restrictedWords.ts). */
    matchedWords: textList,
    adminNotes: paragraph,
    status: z.enum(flaggedChatMachine.states),
    lastReviewedAt: isoDateTime.nullable(),
    lastReviewedByAdminId: recordId.nullable(),
    claimedByAdminId: recordId.nullable(),
    claimExpiresAt: isoDateTime.nullable(),
  },
  {
    computed: { matchedWords: 'rule' },
    initial: { status: 'awaiting_review', lastReviewedAt: null, lastReviewedByAdminId: null, claimedByAdminId: null, claimExpiresAt: null },
    defaults: { adminNotes: '' },
  },
);
export const { record: flaggedChatSchema, create: flaggedChatCreateSchema } = flaggedChatEntity;

export type FlaggedChat = z.infer<typeof flaggedChatSchema>;
export type FlaggedChatCreate = z.infer<typeof flaggedChatCreateSchema>;
