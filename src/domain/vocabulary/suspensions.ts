// The suspensions' fixed vocabulary, without the schema (entities/suspensions.ts): a screen that
// only needs these words does not load zod and build the entity's schema first.

/**
 * Why the account was suspended: reaching STRIKES_TO_SUSPEND strikes, a report acted on,
 * a declined name change, or an administrator's own decision.
 */
export const SUSPENSION_SOURCES = ['strikes', 'report', 'name_change', 'manual'] as const;
