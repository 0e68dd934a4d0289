import { z } from 'zod';
import { defineEntity, isoDateTime, paragraph, recordId } from './base';
import { APPLICANT_STATUSES } from '../vocabulary/quickadApplicants';

export { APPLICANT_STATUSES } from '../vocabulary/quickadApplicants';

/** A user who applied to a quick ad, with their pitch. */
export const quickadApplicantEntity = defineEntity(
  {
    quickadId: recordId,
    userId: recordId,
    appliedAt: isoDateTime,
    status: z.enum(APPLICANT_STATUSES),
    pitch: paragraph,
  },
  { computed: { appliedAt: 'now' }, initial: { status: 'applied' }, defaults: { pitch: '' } },
);
export const { record: quickadApplicantSchema, create: quickadApplicantCreateSchema } = quickadApplicantEntity;

export type QuickadApplicant = z.infer<typeof quickadApplicantSchema>;
export type QuickadApplicantCreate = z.infer<typeof quickadApplicantCreateSchema>;
