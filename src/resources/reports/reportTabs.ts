import type { FilterTab } from '../common/FilterTabs';

/** Reports about a user's behaviour, and reports about a job proposal. */
export const REPORT_TABS: readonly FilterTab[] = [
  { value: 'user', labelKey: 'app.manageUsers.reports.tabs.user' },
  { value: 'job_proposal', labelKey: 'app.manageUsers.reports.tabs.job_proposal' },
];
