import { Datagrid, DateField, SelectField, TextField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { SUSPENSION_SOURCES } from '../../domain/vocabulary/suspensions';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { enumChoices } from '../common/enumChoices';
import { StatusChip } from '../common/StatusChip';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { SuspensionButtons } from '../common/moderation/SuspensionButtons';
import { suspensionFilters } from './suspensionFilters';
import { FREE_TEXT_CELL } from '../common/freeTextCell';

/** /suspended: accounts suspended now (the status filter shows past ones), with date and reason. */
export const SuspensionList = () => (
  <AppList
    resource="suspensions"
    storeKey="suspensions.route"
    title="app.nav.suspended"
    sort={{ field: 'suspendedAt', order: 'DESC' }}
    filters={suspensionFilters}
    filterDefaultValues={{ status: 'suspended' }}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    emptyKey="app.manageUsers.suspensions.empty"
  >
    <Datagrid rowClick="show" bulkActionButtons={false} empty={<EmptyState messageKey="app.manageUsers.suspensions.empty" />}>
      <UserReferenceField source="userId" />
      <DateField source="suspendedAt" />
      <TextField source="reason" cellClassName={FREE_TEXT_CELL} />
      <SelectField source="source" choices={enumChoices('suspensionSource', SUSPENSION_SOURCES)} />
      <StatusChip source="status" group="suspensionStatus" />
      <DateField source="liftedAt" emptyText="—" />
      <SuspensionButtons stacked label="app.manageUsers.commands.column" />
    </Datagrid>
  </AppList>
);
