import { z } from 'zod';
import { defineEntity, languageCode, text } from './base';

/** A language users can list on their profile; users refer to it by `code`. */
export const languageEntity = defineEntity({
  name: text,
  code: languageCode,
});
export const { record: languageSchema, create: languageCreateSchema } = languageEntity;

export type Language = z.infer<typeof languageSchema>;
export type LanguageCreate = z.infer<typeof languageCreateSchema>;
