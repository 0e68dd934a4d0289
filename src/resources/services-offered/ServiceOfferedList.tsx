import { Datagrid, DateField, TextField, EditButton } from 'react-admin';
import { AppList } from '../common/AppList';
import { ListManagerToolbar } from '../common/listImport/ListManagerToolbar';
import { ListManagerEmpty } from '../common/listImport/ListManagerEmpty';
import { ListEntryDeleteButton } from '../common/listImport/ListEntryDeleteButton';

/** Rendered by the resource (/services-offered) and by the sidebar route /services-offered-list. */
export const ServiceOfferedList = () => (
  <AppList
    resource="services-offered"
    title="app.nav.services_offered"
    sort={{ field: 'name', order: 'ASC' }}
    actions={<ListManagerToolbar list="services-offered" />}
    empty={<ListManagerEmpty list="services-offered" />}
  >
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="description" sortable={false} sx={{ display: 'block', maxWidth: 520 }} />
      <DateField source="createdAt" />
      <EditButton />
      <ListEntryDeleteButton />
    </Datagrid>
  </AppList>
);
