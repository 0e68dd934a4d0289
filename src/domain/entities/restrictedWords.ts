import { z } from 'zod';
import { defineEntity, isoDateTime, recordId, text } from './base';

export { findRestrictedWords, normalizeWord } from '../vocabulary/restrictedWords';

/** A word or phrase of the Threat Library; chat messages containing it are flagged. */
export const restrictedWordEntity = defineEntity(
  {
    text,
    normalized: text,
    addedAt: isoDateTime,
    addedByAdminId: recordId,
  },
  { computed: { normalized: 'rule', addedAt: 'now', addedByAdminId: 'rule' } },
);
export const { record: restrictedWordSchema, create: restrictedWordCreateSchema } = restrictedWordEntity;

export type RestrictedWord = z.infer<typeof restrictedWordSchema>;
export type RestrictedWordCreate = z.infer<typeof restrictedWordCreateSchema>;
