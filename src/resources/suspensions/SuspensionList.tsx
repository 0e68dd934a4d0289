import { SelectField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { SUSPENSION_SOURCES } from '../../domain/vocabulary/suspensions';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { enumChoices } from '../common/enumChoices';
import { ListTable } from '../common/list/ListTable';
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
    <ListTable
      rowClick="show"
      columns={[
        { source: 'userId', cell: <UserReferenceField source="userId" /> },
        { source: 'suspendedAt', cell: 'date' },
        { source: 'reason', className: FREE_TEXT_CELL },
        { source: 'source', cell: <SelectField source="source" choices={enumChoices('suspensionSource', SUSPENSION_SOURCES)} /> },
        { source: 'status', cell: <StatusChip source="status" group="suspensionStatus" /> },
        { source: 'liftedAt', cell: 'date', emptyText: '—' },
        { source: 'commands', label: 'app.manageUsers.commands.column', sortBy: false, cell: <SuspensionButtons stacked /> },
      ]}
      empty={<EmptyState messageKey="app.manageUsers.suspensions.empty" />}
    />
  </AppList>
);
