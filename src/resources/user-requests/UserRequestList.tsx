import { TopToolbar, useListContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { FilterTabs } from '../common/FilterTabs';
import { userRequestFilters } from './userRequestFilters';
import { AccountRecoveryGrid, DataRequestGrid, DateOfBirthGrid, NameChangeGrid } from './UserRequestGrids';
import { USER_REQUEST_TABS } from './userRequestChoices';

const GRIDS = {
  name_change: NameChangeGrid,
  date_of_birth: DateOfBirthGrid,
  data_request: DataRequestGrid,
  account_recovery: AccountRecoveryGrid,
} as const;

/** Each type has its own columns. */
function TypeGrid() {
  const { filterValues } = useListContext();
  const Grid = GRIDS[filterValues.type as keyof typeof GRIDS] ?? NameChangeGrid;
  return <Grid />;
}

/**
 * /user-requests: Name changes, Change Date of Birth, Data requests and Account recovery as tabs,
 * pending ones first shown (the status filter shows decided ones). A row opens the request.
 */
export const UserRequestList = () => (
  <AppList
    sort={{ field: 'createdAt', order: 'ASC' }}
    filters={userRequestFilters}
    filterDefaultValues={{ type: 'name_change', status: 'pending' }}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    emptyKey="app.moderation.user_requests.empty"
  >
    <FilterTabs field="type" tabs={USER_REQUEST_TABS} labelKey="app.moderation.user_requests.tabs_label" />
    <TypeGrid />
  </AppList>
);
