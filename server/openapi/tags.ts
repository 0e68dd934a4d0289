import { COLLECTIONS, type CollectionName } from '../../src/domain/collections';

/** What each collection holds: the description of its tag (its REST routes, commands and own routes). */
const COLLECTION_TAGS: Record<CollectionName, string> = {
  users: 'Marketplace users: profiles, verification state, strikes count, account status.',
  'verification-requests': 'Identity checks of users, reviewed within 72 hours.',
  reports: 'Users and job proposals reported by other users.',
  suspensions: 'Suspended accounts, lifted or restored.',
  strikes: 'Strikes issued to users, appealed and decided.',
  'flagged-chats': 'Chat messages that matched the Threat Library, reviewed by moderators.',
  'restricted-words': 'The Threat Library: words and phrases that flag a chat message.',
  'user-requests': 'Name and date-of-birth changes, data requests and account recoveries users asked for.',
  'error-reports': 'Errors users reported from the apps.',
  orders: 'Marketplace orders and their money: escrow, deposits, refunds, commissions.',
  'commission-rates': 'Custom commission rates granted to users.',
  admins: 'Administrators of this back-office: roles, permissions, invitations, blocked addresses.',
  'user-categories': 'List Manager: user categories and their subcategories.',
  languages: 'List Manager: languages (ISO 639).',
  countries: 'List Manager: countries (ISO-2).',
  'services-offered': 'List Manager: the services users offer.',
  referrals: 'Referral links between users and what they earned.',
  quickads: 'Quick ads: the platform’s own and those users posted.',
  'quickad-applicants': 'Users who applied to a quick ad.',
  media: 'Photos and videos on users’ profiles.',
  'payment-details': 'Users’ saved cards (brand and last four digits only): read only.',
  'wallet-transactions': 'The platform wallet’s movements: written by the server only.',
  'support-tickets': 'Customer Service conversations with users.',
  'help-items': 'The Help Center: blog posts, tutorials, FAQs and regulations.',
  'audit-log': 'Every change and command, who made it and when: written by the server only.',
  'list-imports': 'Imports into the List Manager lists, each revertible: written by the server only.',
};

/** The tags of the routes that are not a collection's. */
const OTHER_TAGS: Record<string, string> = {
  health: 'Whether the API answers.',
  'openapi.json': 'This document.',
  auth: 'Sign-in with password and one-time code, sessions, and one’s own account.',
  'help-chat': 'The signed-in administrator’s own Help Center conversations.',
  moderators: 'Administrators’ names for the moderation screens.',
  statistics: 'The dashboards’ figures.',
  wallet: 'The platform wallet’s totals.',
  exports: 'Every row of a list as a CSV, labelled in the admin’s language.',
  lists: 'Imports into the List Manager lists: upload, import, usage and revert.',
  uploads: 'Media files of the platform’s quick ads: chunked upload, then read.',
};

/** Every tag an operation uses, with its description (Redocly's tag-description); an unknown tag fails the build. */
export function tagObjects(used: readonly string[]): { name: string; description: string }[] {
  const known: Record<string, string> = { ...OTHER_TAGS, ...Object.fromEntries(COLLECTIONS.map((c) => [c, COLLECTION_TAGS[c]])) };
  return [...new Set(used)].map((name) => {
    if (!known[name]) throw new Error(`openapi.json: the tag "${name}" has no description (server/openapi/tags.ts)`);
    return { name, description: known[name] };
  });
}
