// The quick ad applicants' fixed vocabulary, without the schema (entities/quickadApplicants.ts): a
// screen that only needs these words does not load zod and build the entity's schema first.

export const APPLICANT_STATUSES = ['applied', 'accepted', 'rejected'] as const;
