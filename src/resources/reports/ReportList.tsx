import { TopToolbar, useListContext } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { EmptyState } from '../common/EmptyState';
import { FilterTabs } from '../common/FilterTabs';
import { ListTable } from '../common/list/ListTable';
import { BulkCommandButton } from '../common/bulk/BulkCommandButton';
import { useBulkActions } from '../common/bulk/useBulkActions';
import { StatusChip } from '../common/StatusChip';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { EvidenceField } from './EvidenceField';
import { ReportButtons } from './ReportButtons';
import { reportFilters } from './reportFilters';
import { ReportedJobField } from './ReportedJobField';
import type { FilterTab } from '../common/FilterTabs';
import { FREE_TEXT_CELL } from '../common/freeTextCell';
import './reportList.css';

/** Reports about a user's behaviour, and reports about a job proposal. */
const REPORT_TABS: readonly FilterTab[] = [
  { value: 'user', labelKey: 'app.manageUsers.reports.tabs.user' },
  { value: 'job_proposal', labelKey: 'app.manageUsers.reports.tabs.job_proposal' },
];

/** Warn the reported users (one message for all, or the standard warning) or close the reports. */
const reportBulkActions = (
  <>
    <BulkCommandButton
      resource="reports"
      action="send_warning"
      labelKey="app.manageUsers.commands.send_warning.label"
      input={{ field: 'message', required: false, labelKey: 'app.manageUsers.commands.send_warning.input' }}
    />
    <BulkCommandButton resource="reports" action="no_action" labelKey="app.manageUsers.commands.no_action.label" />
  </>
);

function ReportTable() {
  const bulkActions = useBulkActions('reports', ['send_warning', 'no_action'], reportBulkActions);
  const { filterValues } = useListContext();
  return (
    <div className="app-report-list">
      <ListTable
        rowClick="show"
        bulkActions={bulkActions}
        columns={[
          { source: 'reportedUserId', cell: <UserReferenceField source="reportedUserId" /> },
          filterValues.kind === 'job_proposal' ? { source: 'orderId', sortBy: false, cell: <ReportedJobField /> } : null,
          { source: 'reporterId', cell: <UserReferenceField source="reporterId" /> },
          { source: 'reason', className: FREE_TEXT_CELL },
          { source: 'evidence', sortBy: false, cell: <EvidenceField /> },
          { source: 'createdAt', cell: 'date' },
          { source: 'status', cell: <StatusChip source="status" group="reportStatus" /> },
          { source: 'commands', label: 'app.manageUsers.commands.column', sortBy: false, cell: <ReportButtons stacked /> },
        ]}
        empty={<EmptyState messageKey="app.manageUsers.reports.empty" />}
      />
    </div>
  );
}

/** /reported-users: reports about users and about job proposals, open ones first by default. */
export const ReportList = () => (
  <AppList
    resource="reports"
    storeKey="reports.route"
    title="app.nav.reported_users"
    sort={{ field: 'createdAt', order: 'DESC' }}
    filters={reportFilters}
    filterDefaultValues={{ kind: 'user', status: 'open' }}
    actions={
      <TopToolbar>
        <ExportButton />
      </TopToolbar>
    }
    emptyKey="app.manageUsers.reports.empty"
  >
    <FilterTabs field="kind" tabs={REPORT_TABS} labelKey="app.manageUsers.reports.tabs.label" />
    <ReportTable />
  </AppList>
);
