import { z } from 'zod';
import { quickadMachine } from '../machines/quickad';
import { defineEntity, isoDateTime, languageCode, line, mediaUrl, money, paragraph, recordId, text, TEXT_LIMITS, textList } from './base';
import { QUICKAD_OWNERS, SOCIAL_PLATFORMS } from '../vocabulary/quickads';

export { QUICKAD_OWNERS, SOCIAL_PLATFORMS } from '../vocabulary/quickads';

const disclosuresSchema = z
  .object({
    cannabis: z.boolean(),
    cbd: z.boolean(),
    politicalPromotion: z.boolean(),
  })
  .strict();

export const quickadEntity = defineEntity(
  {
    owner: z.enum(QUICKAD_OWNERS),
    /** Null exactly when the owner is the platform. */
    postedByUserId: recordId.nullable(),
    title: text,
    categories: textList,
    /** Minimum age of the influencers and audience (0 = no limit). */
    ageLimit: z.number().int().min(0).max(99),
    brief: paragraph,
    websiteLink: z
      .string()
      .max(TEXT_LIMITS.url)
      .regex(/^https?:\/\/\S+$/),
    mediaUrls: z.array(mediaUrl).max(TEXT_LIMITS.listItems),
    disclosures: disclosuresSchema,
    /** How the customer may reuse the content, e.g. "Organic posting only". */
    contentUsageRights: paragraph,
    platform: z.enum(SOCIAL_PLATFORMS),
    whenToPost: isoDateTime,
    language: languageCode,
    dialect: line,
    mood: line,
    swearingAllowed: z.boolean(),
    targetAudience: line,
    dueDate: isoDateTime,
    budget: money,
    status: z.enum(quickadMachine.states),
    moderationReason: paragraph.nullable(),
  },
  {
    initial: { owner: 'platform', postedByUserId: null, status: 'draft', moderationReason: null },
    defaults: {
      categories: [],
      ageLimit: 0,
      brief: '',
      mediaUrls: [],
      disclosures: { cannabis: false, cbd: false, politicalPromotion: false },
      contentUsageRights: '',
      dialect: '',
      mood: '',
      swearingAllowed: false,
      targetAudience: '',
    },
  },
);
export const { record: quickadSchema, create: quickadCreateSchema } = quickadEntity;

export type Quickad = z.infer<typeof quickadSchema>;
export type QuickadCreate = z.infer<typeof quickadCreateSchema>;
