import { Datagrid, DateField, TextArrayField, TextField, EditButton } from 'react-admin';
import { AppList } from '../common/AppList';
import { ListManagerToolbar } from '../../listImport/ListManagerToolbar';
import { ListManagerEmpty } from '../../listImport/ListManagerEmpty';
import { ListEntryDeleteButton } from '../../listImport/ListEntryDeleteButton';

export const UserCategoryList = () => (
  <AppList sort={{ field: 'name', order: 'ASC' }} actions={<ListManagerToolbar list="user-categories" />} empty={<ListManagerEmpty list="user-categories" />}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextArrayField source="subcategories" sortable={false} />
      <DateField source="createdAt" />
      <EditButton />
      <ListEntryDeleteButton />
    </Datagrid>
  </AppList>
);
