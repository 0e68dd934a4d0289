import { Datagrid, DateField, TopToolbar, type RaRecord } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import { AppList } from '../common/AppList';
import { BulkCommandButton } from '../common/bulk/BulkCommandButton';
import { useBulkActions } from '../common/bulk/useBulkActions';
import { EmptyState } from '../common/EmptyState';
import { FilterTabs } from '../common/FilterTabs';
import { StatusChip } from '../common/StatusChip';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { InfoChanges } from './InfoChanges';
import { isOverdue } from './reviewDeadline';
import { ReviewCountdown } from './ReviewCountdown';
import { SelfieField } from './SelfieField';
import { VerificationButtons } from './VerificationButtons';
import { verificationFilters } from './verificationFilters';
import type { FilterTab } from '../common/FilterTabs';

/** Initial identity checks, and additional ones (a change to verified information). */
const VERIFICATION_TABS: readonly FilterTab[] = [
  { value: 'initial', labelKey: 'app.manageUsers.verification.tabs.initial' },
  { value: 'additional', labelKey: 'app.manageUsers.verification.tabs.additional' },
];

// Overdue rows stand out; sorting by the deadline (the default) also puts them first.
const overdueRow = (record: RaRecord): SxProps =>
  isOverdue(record, Date.now())
    ? (theme) => ({
        backgroundColor: alpha((theme as Theme).palette.error.main, 0.07),
        boxShadow: `inset 4px 0 0 ${(theme as Theme).palette.error.main}`,
      })
    : {};

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
      <Datagrid
        rowClick="show"
        bulkActionButtons={bulkActions}
        rowSx={overdueRow}
        empty={<EmptyState messageKey="app.manageUsers.verification.empty" />}
      >
        <UserReferenceField source="userId" />
        <DateField source="requestedOn" showTime />
        <ReviewCountdown source="reviewDeadline" label="app.manageUsers.verification.time_remaining" />
        <SelfieField size={44} label="resources.verification-requests.fields.selfieUrl" sortBy="selfieTakenOn" />
        <InfoChanges label="app.manageUsers.verification.comparison" sortable={false} />
        <StatusChip source="status" group="requestStatus" />
        <VerificationButtons stacked label="app.manageUsers.commands.column" />
      </Datagrid>
    </AppList>
  );
}
