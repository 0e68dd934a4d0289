import { ACCOUNT_TYPES, AGE_BRACKETS, type AccountType } from '../../../domain/vocabulary/users';

/**
 * What each column of the users list shows, as data: the list (userColumns.tsx) turns it into
 * ListTable columns, the first screen (src/firstScreen) draws it with plain cells before
 * react-admin has loaded. One table, so the two cannot drift apart.
 */
export type UserColumnSpec =
  | { source: string; kind: 'person'; label: string }
  | { source: string; kind: 'text' | 'date' | 'online' }
  | { source: string; kind: 'number'; options?: Intl.NumberFormatOptions }
  | { source: string; kind: 'enum'; group: string; values: readonly string[] }
  | { source: string; kind: 'status'; group: string };

const RATING_FORMAT = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

export const USER_COLUMN_SPECS = {
  name: { source: 'lastName', kind: 'person', label: 'app.manageUsers.users.name' },
  email: { source: 'email', kind: 'text' },
  phone: { source: 'phone', kind: 'text' },
  accountType: { source: 'accountType', kind: 'enum', group: 'accountType', values: ACCOUNT_TYPES },
  country: { source: 'country', kind: 'text' },
  city: { source: 'city', kind: 'text' },
  basedIn: { source: 'basedIn', kind: 'text' },
  profileName: { source: 'profileName', kind: 'text' },
  category: { source: 'category', kind: 'text' },
  subcategory: { source: 'subcategory', kind: 'text' },
  dateOfBirth: { source: 'dateOfBirth', kind: 'date' },
  ageBracket: { source: 'ageBracket', kind: 'enum', group: 'ageBracket', values: AGE_BRACKETS },
  rating: { source: 'rating', kind: 'number', options: RATING_FORMAT },
  online: { source: 'online', kind: 'online' },
  verificationStatus: { source: 'verificationStatus', kind: 'status', group: 'verificationStatus' },
  accountStatus: { source: 'accountStatus', kind: 'status', group: 'accountStatus' },
  activeStrikes: { source: 'activeStrikes', kind: 'number' },
  memberSince: { source: 'memberSince', kind: 'date' },
} as const satisfies Record<string, UserColumnSpec>;

export type UserColumnName = keyof typeof USER_COLUMN_SPECS;

/**
 * The columns that fit each tab: creators are judged by category, rating and presence; kid
 * influencers by age; customers by how to reach them; organisations by their public name.
 */
const BY_TAB: Record<AccountType | 'all', readonly UserColumnName[]> = {
  all: ['name', 'accountType', 'country', 'verificationStatus', 'accountStatus', 'activeStrikes', 'memberSince'],
  influencer: ['name', 'category', 'rating', 'online', 'country', 'verificationStatus', 'activeStrikes'],
  kid_influencer: ['name', 'dateOfBirth', 'ageBracket', 'category', 'rating', 'verificationStatus', 'activeStrikes'],
  individual: ['name', 'email', 'phone', 'country', 'verificationStatus', 'accountStatus'],
  business: ['profileName', 'name', 'category', 'country', 'verificationStatus', 'accountStatus', 'memberSince'],
  government: ['profileName', 'name', 'basedIn', 'verificationStatus', 'accountStatus', 'memberSince'],
};

/** The columns of a tab (the account type filter), every users tab when there is none. */
export function userColumnNames(tab: string | undefined): readonly UserColumnName[] {
  return Object.hasOwn(BY_TAB, tab ?? 'all') ? BY_TAB[(tab ?? 'all') as AccountType | 'all'] : BY_TAB.all;
}

/** The users list's first page as it opens: newest members first, 25 to a page. */
export const USER_LIST_SORT = { field: 'memberSince', order: 'DESC' } as const;

/** The filters the users list always shows (userFilters.tsx), in their order. */
export const USER_ALWAYS_ON_FILTERS = ['verificationStatus', 'country', 'category', 'online'] as const;
