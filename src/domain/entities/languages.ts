import { z } from 'zod';
import { defineEntity, languageCode, text } from './base';

/** A language users can list on their profile; users refer to it by `code`. */
export const { record: languageSchema, create: languageCreateSchema } = defineEntity({
  name: text,
  code: languageCode,
});

export type Language = z.infer<typeof languageSchema>;
export type LanguageCreate = z.infer<typeof languageCreateSchema>;
