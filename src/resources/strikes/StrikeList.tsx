import { Datagrid, DateField, TextField, TopToolbar, useListContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { FilterTabs } from '../common/FilterTabs';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { StrikeStatusField } from '../common/moderation/StrikeStatusField';
import { StrikeDecisionButtons } from '../common/moderation/StrikeDecisionButtons';
import { StrikePolicyNotice } from '../common/moderation/StrikePolicyNotice';
import type { FilterTab } from '../common/FilterTabs';
import { TotalStrikesField } from './TotalStrikesField';
import { FREE_TEXT_CELL } from '../common/freeTextCell';

/** Appeals waiting for a decision, and every strike of users with strikes. */
const STRIKE_TABS: readonly FilterTab[] = [
  { value: 'appealed', labelKey: 'app.manageUsers.strikes.tabs.appeals' },
  { value: null, labelKey: 'app.manageUsers.strikes.tabs.users_with_strikes' },
];

/** Appeals wait for a decision, so that tab has no decision column. */
function StrikeDatagrid() {
  const { filterValues } = useListContext();
  return (
    <Datagrid rowClick="show" bulkActionButtons={false} empty={<EmptyState messageKey="app.manageUsers.strikes.empty" />}>
      <UserReferenceField source="userId" />
      <TextField source="reason" cellClassName={FREE_TEXT_CELL} />
      <TextField source="appealText" cellClassName={FREE_TEXT_CELL} emptyText="—" />
      {filterValues.status === 'appealed' ? null : <TextField source="decision" cellClassName={FREE_TEXT_CELL} emptyText="—" />}
      <DateField source="issuedAt" />
      <StrikeStatusField source="status" />
      <TotalStrikesField label="app.manageUsers.strikes.total" sortable={false} />
      <StrikeDecisionButtons stacked label="app.manageUsers.commands.column" />
    </Datagrid>
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
    <StrikeDatagrid />
  </AppList>
);
