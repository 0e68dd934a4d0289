// The user media's fixed vocabulary, without the schema (entities/media.ts): a screen that only
// needs these words does not load zod and build the entity's schema first.

/** What a user's profile media are: photos and videos. */
export const MEDIA_KINDS = ['image', 'video'] as const;
