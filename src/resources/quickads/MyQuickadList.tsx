import { CreateButton, ReferenceManyCount, TextArrayField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { ListTable } from '../common/list/ListTable';
import type { ListColumn } from '../common/list/listColumns';
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

const COLUMNS: ListColumn[] = [
  { source: 'title' },
  { source: 'categories', sortBy: false, cell: <TextArrayField source="categories" /> },
  { source: 'platform', cell: <PlatformField source="platform" /> },
  { source: 'status', cell: <StatusChip group="quickadStatus" /> },
  { source: 'budget', align: 'right', cell: <MoneyField source="budget" /> },
  {
    source: 'applicants',
    label: 'app.content.quickads.applicants',
    sortBy: false,
    align: 'right',
    cell: <ReferenceManyCount reference="quickad-applicants" target="quickadId" />,
  },
  { source: 'whenToPost', cell: 'date' },
  { source: 'dueDate', cell: 'date' },
];

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
    <ListTable rowClick="show" columns={COLUMNS} empty={<EmptyState messageKey="app.content.quickads.empty_mine" />} />
  </AppList>
);
