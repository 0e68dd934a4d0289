// The user requests' fixed vocabulary, without the schema (entities/userRequests.ts): a screen
// that only needs these words does not load zod and build the entity's schema first.

/** The kinds of name a name change may ask for: a person's, a company's, a government organisation's. */
export const NAME_TYPES = ['person', 'company', 'government_organisation'] as const;
