import { Datagrid, DateField, ReferenceField, TextField, TopToolbar, WrapperField } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { StatusChip } from '../common/StatusChip';
import { MoneyField } from '../common/MoneyField';
import { PlatformField } from './PlatformField';
import { RemoveQuickadButton } from './RemoveQuickadButton';
import { quickadFilters } from './quickadFilters';

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
    <Datagrid rowClick="show" bulkActionButtons={false} empty={<EmptyState messageKey="app.content.quickads.empty_users" />}>
      <TextField source="title" />
      <ReferenceField source="postedByUserId" reference="users" />
      <PlatformField source="platform" />
      <StatusChip group="quickadStatus" />
      <MoneyField source="budget" textAlign="right" />
      <DateField source="createdAt" />
      <WrapperField label="app.content.quickads.moderation" textAlign="right">
        <RemoveQuickadButton size="small" />
      </WrapperField>
    </Datagrid>
  </AppList>
);
