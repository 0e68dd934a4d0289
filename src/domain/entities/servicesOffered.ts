import { z } from 'zod';
import { defineEntity, paragraph, text } from './base';

/** A service users can offer on their profile (List Manager > Services Offered List). */
export const serviceOfferedEntity = defineEntity(
  {
    name: text,
    description: paragraph,
  },
  { defaults: { description: '' } },
);
export const { record: serviceOfferedSchema, create: serviceOfferedCreateSchema } = serviceOfferedEntity;

export type ServiceOffered = z.infer<typeof serviceOfferedSchema>;
export type ServiceOfferedCreate = z.infer<typeof serviceOfferedCreateSchema>;
