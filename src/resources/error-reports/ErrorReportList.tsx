import { Datagrid, DateField, ReferenceField, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import type { ErrorReport } from '../../domain/entities/errorReports';
import { AppList } from '../common/AppList';
import { BulkCommandButton } from '../common/bulk/BulkCommandButton';
import { useBulkActions } from '../common/bulk/useBulkActions';
import { EmptyState } from '../common/EmptyState';
import { CommandButton } from '../common/CommandButton';
import { FilterTabs } from '../common/FilterTabs';
import { StatusChip } from '../common/StatusChip';
import { AttachmentsField } from './AttachmentsField';

const TABS = [
  { value: 'open', labelKey: 'app.enums.errorReportStatus.open' },
  { value: 'resolved', labelKey: 'app.enums.errorReportStatus.resolved' },
] as const;

/** Only open reports can be resolved; resolved rows show nothing rather than a dead button. */
function ResolveButton(_props: { label?: string }) {
  const record = useRecordContext<ErrorReport>();
  if (record?.status !== 'open') return null;
  return <CommandButton resource="error-reports" action="resolve" messages="app.moderation.commands.resolve" variant="outlineBlue" />;
}

const RESOLVE_SELECTED = <BulkCommandButton resource="error-reports" action="resolve" labelKey="app.moderation.commands.resolve.label" />;

/** /errors-reported: bug reports from the marketplace app, newest first, with their screenshots and recordings. */
export function ErrorReportList() {
  const bulkActions = useBulkActions('error-reports', ['resolve'], RESOLVE_SELECTED);
  return (
    <AppList
      resource="error-reports"
      storeKey="error-reports.route"
      title="app.nav.errors_reported"
      sort={{ field: 'reportedAt', order: 'DESC' }}
      filterDefaultValues={{ status: 'open' }}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
      emptyKey="app.moderation.error_reports.empty"
    >
      <FilterTabs field="status" tabs={TABS} labelKey="app.moderation.error_reports.tabs_label" />
      <Datagrid bulkActionButtons={bulkActions} rowClick={false} empty={<EmptyState messageKey="app.moderation.error_reports.empty" />}>
        <ReferenceField source="reportedByUserId" reference="users" link="show" />
        <DateField source="reportedAt" showTime />
        <TextField source="description" sortable={false} />
        <AttachmentsField label="app.moderation.error_reports.attachments" sortable={false} />
        <StatusChip source="status" group="errorReportStatus" label="resources.error-reports.fields.status" />
        <DateField source="resolvedAt" showTime emptyText="—" />
        <ResolveButton label="app.moderation.error_reports.actions" />
      </Datagrid>
    </AppList>
  );
}
