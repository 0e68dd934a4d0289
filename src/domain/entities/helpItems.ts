import { z } from 'zod';
import { defineEntity, mediaUrl, paragraph, text, TEXT_LIMITS } from './base';

/** The Help Center's sections, in the order of its tabs (FAQs is the default one). */
export const HELP_SECTIONS = ['blog', 'video_tutorials', 'faqs', 'global_regulations', 'chat_support'] as const;

/** An accordion entry of the Help Center: a title (or question) and its content (or answer). */
export const helpItemEntity = defineEntity(
  {
    section: z.enum(HELP_SECTIONS),
    title: text,
    content: z.string().max(TEXT_LIMITS.article),
    description: paragraph,
    /** Set on video tutorials, played embedded. */
    videoUrl: mediaUrl.nullable(),
    /** Position within its section, ascending. */
    order: z.number().int().min(0),
  },
  { defaults: { description: '', content: '', videoUrl: null } },
);
export const { record: helpItemSchema, create: helpItemCreateSchema } = helpItemEntity;

export type HelpItem = z.infer<typeof helpItemSchema>;
export type HelpItemCreate = z.infer<typeof helpItemCreateSchema>;
