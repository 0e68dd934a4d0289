import type { FilterTab } from '../common/FilterTabs';

/** Appeals waiting for a decision, and every strike of users with strikes. */
export const STRIKE_TABS: readonly FilterTab[] = [
  { value: 'appealed', labelKey: 'app.manageUsers.strikes.tabs.appeals' },
  { value: null, labelKey: 'app.manageUsers.strikes.tabs.users_with_strikes' },
];
