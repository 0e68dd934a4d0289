import { z } from 'zod';
import { mediaMachine } from '../machines/media';
import { defineEntity, isoDateTime, mediaUrl, paragraph, recordId } from './base';
import { MEDIA_KINDS } from '../vocabulary/media';

export { MEDIA_KINDS };

/** A photo or video on a user's profile (User Media). */
export const mediaEntity = defineEntity(
  {
    userId: recordId,
    kind: z.enum(MEDIA_KINDS),
    url: mediaUrl,
    thumbnailUrl: mediaUrl,
    caption: paragraph,
    uploadedAt: isoDateTime,
    status: z.enum(mediaMachine.states),
    removalReason: paragraph.nullable(),
  },
  { computed: { uploadedAt: 'now' }, initial: { status: 'visible', removalReason: null }, defaults: { caption: '' } },
);
export const { record: mediaSchema, create: mediaCreateSchema } = mediaEntity;

export type Media = z.infer<typeof mediaSchema>;
export type MediaCreate = z.infer<typeof mediaCreateSchema>;
