import { z } from 'zod';
import { TEXT_LIMITS } from '../../textLimits';
import { noPayload, type PayloadTable } from './common';

export const flaggedChatPayloads = {
  'flagged-chats/mark_reviewed': z.object({ adminNotes: z.string().max(TEXT_LIMITS.paragraph).optional() }).strict(),
  'flagged-chats/claim': noPayload,
  'flagged-chats/release': noPayload,
} satisfies PayloadTable;
