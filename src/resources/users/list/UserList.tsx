import { useListContext } from 'react-admin';
import { AppList } from '../../common/AppList';
import { EmptyState } from '../../common/EmptyState';
import { ListTable } from '../../common/list/ListTable';
import { FilterTabs } from '../../common/FilterTabs';
import { USER_TABS } from './userTabs';
import { userColumns } from './userColumns';
import { userFilters } from './userFilters';
import { USER_LIST_SORT } from './userColumnSpecs';
import { UserListActions } from './UserListActions';

function UserTable() {
  const { filterValues } = useListContext();
  return (
    <ListTable
      rowClick="show"
      columns={userColumns(filterValues.accountType)}
      empty={<EmptyState messageKey="app.manageUsers.users.empty" />}
    />
  );
}

/** /users: every marketplace user, one tab per account type (kept in the URL as a filter). */
export function UserList() {
  return (
    <AppList sort={USER_LIST_SORT} filters={userFilters} actions={<UserListActions />} emptyKey="app.manageUsers.users.empty">
      <FilterTabs field="accountType" tabs={USER_TABS} labelKey="app.manageUsers.users.tabs.label" />
      <UserTable />
    </AppList>
  );
}
