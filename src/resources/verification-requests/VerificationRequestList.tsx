import { TopToolbar, type RaRecord } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { BulkCommandButton } from '../common/bulk/BulkCommandButton';
import { useBulkActions } from '../common/bulk/useBulkActions';
import { EmptyState } from '../common/EmptyState';
import { FilterTabs } from '../common/FilterTabs';
import { ListTable } from '../common/list/ListTable';
import { StatusChip } from '../common/StatusChip';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { InfoChanges } from './InfoChanges';
import { isOverdue } from './reviewDeadline';
import { ReviewCountdown } from './ReviewCountdown';
import { SelfieField } from './SelfieField';
import { VerificationButtons } from './VerificationButtons';
import { verificationFilters } from './verificationFilters';
import type { FilterTab } from '../common/FilterTabs';
import './verificationList.css';

/** Initial identity checks, and additional ones (a change to verified information). */
const VERIFICATION_TABS: readonly FilterTab[] = [
  { value: 'initial', labelKey: 'app.manageUsers.verification.tabs.initial' },
  { value: 'additional', labelKey: 'app.manageUsers.verification.tabs.additional' },
];

/** Overdue rows stand out (verificationList.css); sorting by the deadline (the default) also puts them first. */
const overdueRow = (record: RaRecord) => (isOverdue(record, Date.now()) ? 'app-overdue-row' : undefined);

/** Verify or reject every selected request (the same reason for each rejection). */
const verificationBulkActions = (
  <>
    <BulkCommandButton resource="verification-requests" action="verify" labelKey="app.manageUsers.commands.verify_request.label" />
    <BulkCommandButton
      resource="verification-requests"
      action="reject"
      labelKey="app.manageUsers.commands.reject_request.label"
      input={{ field: 'reason', required: true, labelKey: 'app.manageUsers.commands.reject_request.input' }}
    />
  </>
);

/** /user-verification: pending identity checks by deadline, initial and additional ones in tabs. */
export function VerificationRequestList() {
  const bulkActions = useBulkActions('verification-requests', ['verify', 'reject'], verificationBulkActions);
  return (
    <AppList
      resource="verification-requests"
      storeKey="verification-requests.route"
      title="app.nav.user_verification"
      sort={{ field: 'reviewDeadline', order: 'ASC' }}
      filters={verificationFilters}
      filterDefaultValues={{ kind: 'initial', status: 'pending' }}
      actions={
        <TopToolbar>
          <ExportButton />
        </TopToolbar>
      }
      emptyKey="app.manageUsers.verification.empty"
    >
      <FilterTabs field="kind" tabs={VERIFICATION_TABS} labelKey="app.manageUsers.verification.tabs.label" />
      <div className="app-verification-list">
        <ListTable
          rowClick="show"
          bulkActions={bulkActions}
          rowClassName={overdueRow}
          columns={[
            { source: 'userId', cell: <UserReferenceField source="userId" /> },
            { source: 'requestedOn', cell: 'dateTime' },
            { source: 'reviewDeadline', label: 'app.manageUsers.verification.time_remaining', cell: <ReviewCountdown /> },
            {
              source: 'selfieUrl',
              label: 'resources.verification-requests.fields.selfieUrl',
              sortBy: 'selfieTakenOn',
              cell: <SelfieField size={44} />,
            },
            { source: 'comparison', label: 'app.manageUsers.verification.comparison', sortBy: false, cell: <InfoChanges /> },
            { source: 'status', cell: <StatusChip source="status" group="requestStatus" /> },
            { source: 'commands', label: 'app.manageUsers.commands.column', sortBy: false, cell: <VerificationButtons stacked /> },
          ]}
          empty={<EmptyState messageKey="app.manageUsers.verification.empty" />}
        />
      </div>
    </AppList>
  );
}
