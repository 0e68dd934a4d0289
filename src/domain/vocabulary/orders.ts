// The orders' fixed vocabulary, without the schema (entities/orders.ts): a screen that only needs
// these words does not load zod and build the entity's schema first.

/** The marketplace's services; the dashboard has one page per type (navigation.ts). */
export const SERVICE_TYPES = [
  'quick_ad',
  'advertisement',
  'acting_service',
  'booking',
  'licensing_deal',
  'music_service',
  'sponsorship',
  'profile_boost',
  'featured_listing',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
