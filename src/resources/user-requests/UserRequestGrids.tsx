import type { ReactNode } from 'react';
import { DateField, NumberField, ReferenceField, SelectField, TextField } from 'react-admin';
import { EmptyState } from '../common/EmptyState';
import { BulkCommandButton } from '../common/bulk/BulkCommandButton';
import { useBulkActions } from '../common/bulk/useBulkActions';
import { ListTable } from '../common/list/ListTable';
import type { ListColumn } from '../common/list/listColumns';
import { StatusChip } from '../common/StatusChip';
import { DeadlineField } from './DeadlineField';
import { NameChangeNames } from './NameChangeNames';
import { lostContactChoices, nameTypeChoices } from './userRequestChoices';

// A plain cell reads a top-level field: the request's details (`nameChange.reason`) are drawn
// by react-admin's fields, which follow a dotted source.
const user: ListColumn = { source: 'userId', sortBy: false, cell: <ReferenceField source="userId" reference="users" link="show" /> };
const status: ListColumn = { source: 'status', cell: <StatusChip source="status" group="userRequestStatus" /> };
const requestedOn: ListColumn = { source: 'createdAt', label: 'app.moderation.user_requests.requested_on', cell: 'date' };
/** Dates of birth are calendar dates: shown in UTC so no time zone moves them by a day. */
const AS_DATE = { timeZone: 'UTC' } as const;

/** One type's requests: a row opens the request. */
function RequestTable({ columns, bulkActions }: { columns: ListColumn[]; bulkActions?: ReactNode }) {
  return (
    <ListTable
      rowClick="show"
      bulkActions={bulkActions}
      empty={<EmptyState messageKey="app.moderation.user_requests.empty" />}
      columns={columns}
    />
  );
}

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

const NAME_CHANGE_COLUMNS: ListColumn[] = [
  user,
  { source: 'nameChange.nameType', cell: <SelectField source="nameChange.nameType" choices={nameTypeChoices} /> },
  {
    source: 'currentName',
    label: 'app.moderation.user_requests.current_name',
    sortBy: 'nameChange.currentFirstName',
    cell: <NameChangeNames which="current" />,
  },
  {
    source: 'newName',
    label: 'app.moderation.user_requests.new_name',
    sortBy: 'nameChange.newFirstName',
    cell: <NameChangeNames which="new" />,
  },
  { source: 'nameChange.reason', sortBy: false, cell: <TextField source="nameChange.reason" /> },
  requestedOn,
  status,
];

export const NameChangeGrid = () => (
  <RequestTable columns={NAME_CHANGE_COLUMNS} bulkActions={useDecisions('approve_name_change', 'decline_name_change')} />
);

const DATE_OF_BIRTH_COLUMNS: ListColumn[] = [
  user,
  { source: 'dateOfBirth.current', cell: <DateField source="dateOfBirth.current" options={AS_DATE} /> },
  { source: 'dateOfBirth.requested', cell: <DateField source="dateOfBirth.requested" options={AS_DATE} /> },
  { source: 'dateOfBirth.reason', sortBy: false, cell: <TextField source="dateOfBirth.reason" /> },
  requestedOn,
  status,
];

export const DateOfBirthGrid = () => (
  <RequestTable columns={DATE_OF_BIRTH_COLUMNS} bulkActions={useDecisions('approve_date_of_birth', 'decline_date_of_birth')} />
);

const DATA_REQUEST_COLUMNS: ListColumn[] = [
  user,
  { source: 'dataRequest.requestedOn', cell: <DateField source="dataRequest.requestedOn" /> },
  { source: 'dataRequest.legalDeadline', cell: <DateField source="dataRequest.legalDeadline" /> },
  {
    source: 'timeLeft',
    label: 'app.moderation.user_requests.time_left_column',
    sortBy: 'dataRequest.legalDeadline',
    cell: <DeadlineField />,
  },
  status,
];

export const DataRequestGrid = () => <RequestTable columns={DATA_REQUEST_COLUMNS} />;

const ACCOUNT_RECOVERY_COLUMNS: ListColumn[] = [
  user,
  { source: 'accountRecovery.fullName', cell: <TextField source="accountRecovery.fullName" /> },
  {
    source: 'accountRecovery.lostPhoneOrEmail',
    cell: <SelectField source="accountRecovery.lostPhoneOrEmail" choices={lostContactChoices} />,
  },
  { source: 'accountRecovery.newContact', sortBy: false, cell: <TextField source="accountRecovery.newContact" /> },
  { source: 'accountRecovery.jobsInProgress', align: 'right', cell: <NumberField source="accountRecovery.jobsInProgress" /> },
  requestedOn,
  status,
];

export const AccountRecoveryGrid = () => <RequestTable columns={ACCOUNT_RECOVERY_COLUMNS} />;
