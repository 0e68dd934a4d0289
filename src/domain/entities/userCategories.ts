import { z } from 'zod';
import { defineEntity, text, TEXT_LIMITS } from './base';

/** A user category of the List Manager ("Content Creation") with its subcategories. */
export const userCategoryEntity = defineEntity(
  {
    name: text,
    subcategories: z.array(text).max(TEXT_LIMITS.listItems),
  },
  { defaults: { subcategories: [] } },
);
export const { record: userCategorySchema, create: userCategoryCreateSchema } = userCategoryEntity;

export type UserCategory = z.infer<typeof userCategorySchema>;
export type UserCategoryCreate = z.infer<typeof userCategoryCreateSchema>;
