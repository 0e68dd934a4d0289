import { ReferenceField, TopToolbar, useRecordContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import type { ErrorReport } from '../../domain/entities/errorReports';
import { AppList } from '../common/AppList';
import { BulkCommandButton } from '../common/bulk/BulkCommandButton';
import { useBulkActions } from '../common/bulk/useBulkActions';
import { EmptyState } from '../common/EmptyState';
import { CommandButton } from '../common/CommandButton';
import { FilterTabs } from '../common/FilterTabs';
import { ListTable } from '../common/list/ListTable';
import type { ListColumn } from '../common/list/listColumns';
import { StatusChip } from '../common/StatusChip';
import { AttachmentsField } from './AttachmentsField';

const TABS = [
  { value: 'open', labelKey: 'app.enums.errorReportStatus.open' },
  { value: 'resolved', labelKey: 'app.enums.errorReportStatus.resolved' },
] as const;

/** Only open reports can be resolved; resolved rows show nothing rather than a dead button. */
function ResolveButton() {
  const record = useRecordContext<ErrorReport>();
  if (record?.status !== 'open') return null;
  return <CommandButton resource="error-reports" action="resolve" messages="app.moderation.commands.resolve" variant="outlineBlue" />;
}

const COLUMNS: ListColumn[] = [
  { source: 'reportedByUserId', cell: <ReferenceField source="reportedByUserId" reference="users" link="show" /> },
  { source: 'reportedAt', cell: 'dateTime' },
  { source: 'description', sortBy: false },
  { source: 'attachments', label: 'app.moderation.error_reports.attachments', sortBy: false, cell: <AttachmentsField /> },
  { source: 'status', cell: <StatusChip source="status" group="errorReportStatus" /> },
  { source: 'resolvedAt', cell: 'dateTime', emptyText: '—' },
  { source: 'actions', label: 'app.moderation.error_reports.actions', sortBy: false, cell: <ResolveButton /> },
];

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
      <ListTable columns={COLUMNS} bulkActions={bulkActions} empty={<EmptyState messageKey="app.moderation.error_reports.empty" />} />
    </AppList>
  );
}
