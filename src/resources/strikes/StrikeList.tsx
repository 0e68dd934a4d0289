import { TopToolbar, useListContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { FilterTabs } from '../common/FilterTabs';
import { ListTable } from '../common/list/ListTable';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { StrikeStatusField } from '../common/moderation/StrikeStatusField';
import { StrikeDecisionButtons } from '../common/moderation/StrikeDecisionButtons';
import { StrikePolicyNotice } from '../common/moderation/StrikePolicyNotice';
import type { FilterTab } from '../common/FilterTabs';
import { TotalStrikesField } from './TotalStrikesField';
import { FREE_TEXT_CELL } from '../common/freeTextCell';
import './strikeList.css';

/** Appeals waiting for a decision, and every strike of users with strikes. */
const STRIKE_TABS: readonly FilterTab[] = [
  { value: 'appealed', labelKey: 'app.manageUsers.strikes.tabs.appeals' },
  { value: null, labelKey: 'app.manageUsers.strikes.tabs.users_with_strikes' },
];

/** Appeals wait for a decision, so that tab has no decision column. */
function StrikeTable() {
  const { filterValues } = useListContext();
  return (
    <div className="app-strike-list">
      <ListTable
        rowClick="show"
        columns={[
          { source: 'userId', cell: <UserReferenceField source="userId" /> },
          { source: 'reason', className: FREE_TEXT_CELL },
          { source: 'appealText', className: FREE_TEXT_CELL, emptyText: '—' },
          filterValues.status === 'appealed' ? null : { source: 'decision', className: FREE_TEXT_CELL, emptyText: '—' },
          { source: 'issuedAt', cell: 'date' },
          { source: 'status', cell: <StrikeStatusField /> },
          { source: 'activeStrikes', label: 'app.manageUsers.strikes.total', sortBy: false, cell: <TotalStrikesField /> },
          { source: 'commands', label: 'app.manageUsers.commands.column', sortBy: false, cell: <StrikeDecisionButtons stacked /> },
        ]}
        empty={<EmptyState messageKey="app.manageUsers.strikes.empty" />}
      />
    </div>
  );
}

/** /strikes: appeals to decide, and users with strikes; the policy is stated above the list. */
export const StrikeList = () => (
  <AppList
    resource="strikes"
    storeKey="strikes.route"
    title="app.nav.strikes"
    sort={{ field: 'issuedAt', order: 'DESC' }}
    filterDefaultValues={{ status: 'appealed' }}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    emptyKey="app.manageUsers.strikes.empty"
  >
    <StrikePolicyNotice />
    <FilterTabs field="status" tabs={STRIKE_TABS} labelKey="app.manageUsers.strikes.tabs.label" />
    <StrikeTable />
  </AppList>
);
