import { Datagrid, DateField, TextField, EditButton } from 'react-admin';
import { AppList } from '../common/AppList';
import { ListManagerToolbar } from '../common/listImport/ListManagerToolbar';
import { ListManagerEmpty } from '../common/listImport/ListManagerEmpty';
import { ListEntryDeleteButton } from '../common/listImport/ListEntryDeleteButton';

export const LanguageList = () => (
  <AppList
    sort={{ field: 'name', order: 'ASC' }}
    actions={<ListManagerToolbar list="languages" />}
    empty={<ListManagerEmpty list="languages" />}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="code" />
      <DateField source="createdAt" />
      <EditButton />
      <ListEntryDeleteButton />
    </Datagrid>
  </AppList>
);
