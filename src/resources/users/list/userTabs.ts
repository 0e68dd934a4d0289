import { ACCOUNT_TYPES } from '../../../domain/vocabulary/users';
import type { FilterTab } from '../../common/FilterTabs';

/** Users (all), then one tab per account type, in the specification's order. */
export const USER_TABS: readonly FilterTab[] = [
  { value: null, labelKey: 'app.manageUsers.users.tabs.all' },
  ...ACCOUNT_TYPES.map((t) => ({ value: t, labelKey: `app.manageUsers.users.tabs.${t}` })),
];
