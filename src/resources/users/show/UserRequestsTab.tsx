import { Typography } from '@mui/material';
import { Datagrid, DateField, Pagination, ReferenceManyField, SelectField, useTranslate } from 'react-admin';
import { VERIFICATION_KINDS } from '../../../domain/entities/verificationRequests';
import { USER_REQUEST_STATUSES, USER_REQUEST_TYPES } from '../../../domain/machines';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';
import { enumChoices } from '../../common/enumChoices';
import { StatusChip } from '../../common/StatusChip';
import { RelatedEmpty } from './RelatedEmpty';

function Heading({ titleKey }: { titleKey: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
      {translate(titleKey)}
    </Typography>
  );
}

/** The user's verification requests, and their account requests (name, date of birth, data, recovery). */
export function UserRequestsTab() {
  const { can } = useAdminPermissions();
  return (
    <>
      <Heading titleKey="app.manageUsers.user.verification_requests" />
      <ReferenceManyField
        reference="verification-requests"
        target="userId"
        sort={{ field: 'requestedOn', order: 'DESC' }}
        perPage={5}
        pagination={<Pagination rowsPerPageOptions={[5]} />}
      >
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<RelatedEmpty messageKey="app.manageUsers.user.no_requests" />}>
          <DateField source="requestedOn" showTime />
          <SelectField source="kind" choices={enumChoices('requestKind', VERIFICATION_KINDS)} />
          <StatusChip source="status" group="requestStatus" />
          <DateField source="reviewedAt" emptyText="—" />
        </Datagrid>
      </ReferenceManyField>
      {can('userRequests.read') ? (
        <>
          <Heading titleKey="app.manageUsers.user.account_requests" />
          <ReferenceManyField
            reference="user-requests"
            target="userId"
            sort={{ field: 'createdAt', order: 'DESC' }}
            perPage={5}
            pagination={<Pagination rowsPerPageOptions={[5]} />}
          >
            <Datagrid rowClick={false} bulkActionButtons={false} empty={<RelatedEmpty messageKey="app.manageUsers.user.no_requests" />}>
              <SelectField
                source="type"
                choices={enumChoices('userRequestType', USER_REQUEST_TYPES)}
                label="app.manageUsers.related.user_requests.type"
              />
              <SelectField
                source="status"
                choices={enumChoices('userRequestStatus', USER_REQUEST_STATUSES)}
                label="app.manageUsers.related.user_requests.status"
              />
              <DateField source="createdAt" label="app.manageUsers.related.user_requests.createdAt" />
              <DateField source="decidedAt" emptyText="—" label="app.manageUsers.related.user_requests.decidedAt" />
            </Datagrid>
          </ReferenceManyField>
        </>
      ) : null}
    </>
  );
}
