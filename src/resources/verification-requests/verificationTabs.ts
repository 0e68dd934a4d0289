import type { FilterTab } from '../common/FilterTabs';

/** Initial identity checks, and additional ones (a change to verified information). */
export const VERIFICATION_TABS: readonly FilterTab[] = [
  { value: 'initial', labelKey: 'app.manageUsers.verification.tabs.initial' },
  { value: 'additional', labelKey: 'app.manageUsers.verification.tabs.additional' },
];
