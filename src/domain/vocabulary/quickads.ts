// The quick ads' fixed vocabulary, without the schema (entities/quickads.ts): a screen that only
// needs these words does not load zod and build the entity's schema first.

/** platform: posted by the back-office (My QuickAds); user: posted by a marketplace user (User QuickAds). */
export const QUICKAD_OWNERS = ['platform', 'user'] as const;

/** Where the ad is to be posted. */
export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'facebook', 'x', 'snapchat', 'linkedin'] as const;
