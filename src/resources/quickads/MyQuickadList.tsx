import { CreateButton, Datagrid, DateField, ReferenceManyCount, TextField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { UnsortableTextArrayField } from '../common/UnsortableTextArrayField';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { StatusChip } from '../common/StatusChip';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { MoneyField } from '../common/MoneyField';
import { PlatformField } from './PlatformField';
import { quickadFilters } from './quickadFilters';

function MyQuickadActions() {
  const { can } = useAdminPermissions();
  return (
    <TopToolbar>
      {can('quickads.manage') ? <CreateButton label="app.content.quickads.create" /> : null}
      <ExportButton />
    </TopToolbar>
  );
}

/** /my-quickads: the quick ads the platform posts itself, with their applicants' count. */
export const MyQuickadList = () => (
  <AppList
    resource="quickads"
    storeKey="myQuickads"
    title="app.nav.my_quickads"
    filter={{ owner: 'platform' }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={quickadFilters}
    actions={<MyQuickadActions />}
    emptyKey="app.content.quickads.empty_mine"
  >
    <Datagrid rowClick="show" bulkActionButtons={false} empty={<EmptyState messageKey="app.content.quickads.empty_mine" />}>
      <TextField source="title" />
      <UnsortableTextArrayField source="categories" sortable={false} />
      <PlatformField source="platform" />
      <StatusChip group="quickadStatus" />
      <MoneyField source="budget" textAlign="right" />
      <ReferenceManyCount label="app.content.quickads.applicants" reference="quickad-applicants" target="quickadId" textAlign="right" />
      <DateField source="whenToPost" />
      <DateField source="dueDate" />
    </Datagrid>
  </AppList>
);
