import { Datagrid, DateField, NumberField, ReferenceField, SelectField, TextField } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { BulkCommandButton } from '../common/bulk/BulkCommandButton';
import { useBulkActions } from '../common/bulk/useBulkActions';
import { StatusChip } from '../common/StatusChip';
import { DeadlineField } from './DeadlineField';
import { NameChangeNames } from './NameChangeNames';
import { lostContactChoices, nameTypeChoices } from './userRequestChoices';

// Datagrid reads each column's header and sort field from its direct children, so the shared
// columns are elements (not wrapper components, whose props it would not see).
const common = {
  rowClick: 'show' as const,
  bulkActionButtons: false as const,
  empty: <EmptyState messageKey="app.moderation.user_requests.empty" />,
};
const user = <ReferenceField source="userId" reference="users" link="show" sortable={false} />;
const status = <StatusChip source="status" group="userRequestStatus" label="resources.user-requests.fields.status" />;
const requestedOn = <DateField source="createdAt" label="app.moderation.user_requests.requested_on" />;
/** Dates of birth are calendar dates: shown in UTC so no time zone moves them by a day. */
const AS_DATE = { timeZone: 'UTC' } as const;

const REASON = { field: 'reason', required: true, labelKey: 'app.moderation.commands.reason' } as const;
/** Approve or decline every selected request of one type (the same reason for each decline). */
function useDecisions(approve: string, decline: string) {
  return useBulkActions(
    'user-requests',
    [approve, decline],
    <>
      <BulkCommandButton resource="user-requests" action={approve} labelKey={`app.moderation.commands.${approve}.label`} />
      <BulkCommandButton resource="user-requests" action={decline} labelKey={`app.moderation.commands.${decline}.label`} input={REASON} />
    </>,
  );
}

export const NameChangeGrid = () => (
  <Datagrid {...common} bulkActionButtons={useDecisions('approve_name_change', 'decline_name_change')}>
    {user}
    <SelectField source="nameChange.nameType" choices={nameTypeChoices} />
    <NameChangeNames which="current" label="app.moderation.user_requests.current_name" sortBy="nameChange.currentFirstName" />
    <NameChangeNames which="new" label="app.moderation.user_requests.new_name" sortBy="nameChange.newFirstName" />
    <TextField source="nameChange.reason" sortable={false} />
    {requestedOn}
    {status}
  </Datagrid>
);

export const DateOfBirthGrid = () => (
  <Datagrid {...common} bulkActionButtons={useDecisions('approve_date_of_birth', 'decline_date_of_birth')}>
    {user}
    <DateField source="dateOfBirth.current" options={AS_DATE} />
    <DateField source="dateOfBirth.requested" options={AS_DATE} />
    <TextField source="dateOfBirth.reason" sortable={false} />
    {requestedOn}
    {status}
  </Datagrid>
);

export const DataRequestGrid = () => (
  <Datagrid {...common}>
    {user}
    <DateField source="dataRequest.requestedOn" />
    <DateField source="dataRequest.legalDeadline" />
    <DeadlineField label="app.moderation.user_requests.time_left_column" sortBy="dataRequest.legalDeadline" />
    {status}
  </Datagrid>
);

export const AccountRecoveryGrid = () => (
  <Datagrid {...common}>
    {user}
    <TextField source="accountRecovery.fullName" />
    <SelectField source="accountRecovery.lostPhoneOrEmail" choices={lostContactChoices} />
    <TextField source="accountRecovery.newContact" sortable={false} />
    <NumberField source="accountRecovery.jobsInProgress" />
    {requestedOn}
    {status}
  </Datagrid>
);
