import { z } from 'zod';
import { countryCode, defineEntity, text } from './base';

/** A country users can live in; users refer to it by its ISO-2 `code`. */
export const countryEntity = defineEntity({
  name: text,
  code: countryCode,
});
export const { record: countrySchema, create: countryCreateSchema } = countryEntity;

export type Country = z.infer<typeof countrySchema>;
export type CountryCreate = z.infer<typeof countryCreateSchema>;
