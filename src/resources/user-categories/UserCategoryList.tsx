import { Datagrid, DateField, TextField, EditButton } from 'react-admin';
import { UnsortableTextArrayField } from '../common/UnsortableTextArrayField';
import { AppList } from '../common/AppList';
import { ListManagerToolbar } from '../common/listImport/ListManagerToolbar';
import { ListManagerEmpty } from '../common/listImport/ListManagerEmpty';
import { ListEntryDeleteButton } from '../common/listImport/ListEntryDeleteButton';

export const UserCategoryList = () => (
  <AppList
    sort={{ field: 'name', order: 'ASC' }}
    actions={<ListManagerToolbar list="user-categories" />}
    empty={<ListManagerEmpty list="user-categories" />}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <UnsortableTextArrayField source="subcategories" sortable={false} />
      <DateField source="createdAt" />
      <EditButton />
      <ListEntryDeleteButton />
    </Datagrid>
  </AppList>
);
