import { TextArrayField } from 'react-admin';
import { AppList } from '../common/AppList';
import { ListTable } from '../common/list/ListTable';
import { ListManagerToolbar } from '../common/listImport/ListManagerToolbar';
import { ListManagerEmpty } from '../common/listImport/ListManagerEmpty';
import { LIST_ENTRY_ACTIONS } from '../common/listImport/listEntryActions';

export const UserCategoryList = () => (
  <AppList
    sort={{ field: 'name', order: 'ASC' }}
    actions={<ListManagerToolbar list="user-categories" />}
    empty={<ListManagerEmpty list="user-categories" />}
  >
    <ListTable
      rowClick="edit"
      columns={[
        { source: 'name' },
        // An array has no order to sort by.
        { source: 'subcategories', sortBy: false, cell: <TextArrayField source="subcategories" /> },
        { source: 'createdAt', cell: 'date' },
        LIST_ENTRY_ACTIONS,
      ]}
    />
  </AppList>
);
