import { z } from 'zod';
import { verificationRequestMachine } from '../machines/verificationRequest';
import { cappedMap, defineEntity, isoDateTime, mediaUrl, paragraph, recordId } from './base';

/** initial: the user's first identity check; additional: re-checking a change to verified information. */
export const VERIFICATION_KINDS = ['initial', 'additional'] as const;

/** Profile fields as label-free key/value pairs, e.g. { firstName: 'Asha', country: 'IN' }. */
const infoSchema = cappedMap(paragraph);

export const verificationRequestEntity = defineEntity(
  {
    userId: recordId,
    kind: z.enum(VERIFICATION_KINDS),
    requestedOn: isoDateTime,
    /** requestedOn + VERIFICATION_REVIEW_HOURS; the screen's "time remaining" counts down to it. */
    reviewDeadline: isoDateTime,
    selfieUrl: mediaUrl,
    selfieTakenOn: isoDateTime,
    /** What the profile says now, and what the user submitted with the selfie. */
    currentInfo: infoSchema,
    newInfo: infoSchema,
    status: z.enum(verificationRequestMachine.states),
    rejectionReason: paragraph.nullable(),
    /** Null while pending. */
    reviewedAt: isoDateTime.nullable(),
    reviewedByAdminId: recordId.nullable(),
  },
  {
    computed: { requestedOn: 'now', reviewDeadline: 'rule' },
    initial: { status: 'pending', rejectionReason: null, reviewedAt: null, reviewedByAdminId: null },
  },
);
export const { record: verificationRequestSchema, create: verificationRequestCreateSchema } = verificationRequestEntity;

export type VerificationRequest = z.infer<typeof verificationRequestSchema>;
export type VerificationRequestCreate = z.infer<typeof verificationRequestCreateSchema>;
