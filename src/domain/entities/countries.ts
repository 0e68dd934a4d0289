import { z } from 'zod';
import { countryCode, defineEntity, text } from './base';

/** A country users can live in; users refer to it by its ISO-2 `code`. */
export const { record: countrySchema, create: countryCreateSchema } = defineEntity({
  name: text,
  code: countryCode,
});

export type Country = z.infer<typeof countrySchema>;
export type CountryCreate = z.infer<typeof countryCreateSchema>;
