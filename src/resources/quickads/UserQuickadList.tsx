import { ReferenceField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { ListTable } from '../common/list/ListTable';
import type { ListColumn } from '../common/list/listColumns';
import { StatusChip } from '../common/StatusChip';
import { MoneyField } from '../common/MoneyField';
import { PlatformField } from './PlatformField';
import { RemoveQuickadButton } from './RemoveQuickadButton';
import { quickadFilters } from './quickadFilters';

const COLUMNS: ListColumn[] = [
  { source: 'title' },
  { source: 'postedByUserId', cell: <ReferenceField source="postedByUserId" reference="users" /> },
  { source: 'platform', cell: <PlatformField source="platform" /> },
  { source: 'status', cell: <StatusChip group="quickadStatus" /> },
  { source: 'budget', align: 'right', cell: <MoneyField source="budget" /> },
  { source: 'createdAt', cell: 'date' },
  {
    source: 'moderation',
    label: 'app.content.quickads.moderation',
    sortBy: false,
    align: 'right',
    cell: <RemoveQuickadButton size="small" />,
  },
];

/** /user-quickads: quick ads marketplace users posted; moderators remove those that break the rules. */
export const UserQuickadList = () => (
  <AppList
    resource="quickads"
    storeKey="userQuickads"
    title="app.nav.user_quickads"
    filter={{ owner: 'user' }}
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={quickadFilters}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    emptyKey="app.content.quickads.empty_users"
  >
    <ListTable rowClick="show" columns={COLUMNS} empty={<EmptyState messageKey="app.content.quickads.empty_users" />} />
  </AppList>
);
