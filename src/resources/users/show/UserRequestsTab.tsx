import { Typography } from '@mui/material';
import { Pagination, ReferenceManyField, SelectField, useTranslate } from 'react-admin';
import { VERIFICATION_KINDS } from '../../../domain/entities/verificationRequests';
import { USER_REQUEST_STATUSES, USER_REQUEST_TYPES } from '../../../domain/machines';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';
import { enumChoices } from '../../common/enumChoices';
import { StatusChip } from '../../common/StatusChip';
import { ListTable } from '../../common/list/ListTable';
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
  const translate = useTranslate();
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
        <ListTable
          rowClick="show"
          columns={[
            { source: 'requestedOn', cell: 'dateTime' },
            { source: 'kind', cell: <SelectField source="kind" choices={enumChoices('requestKind', VERIFICATION_KINDS)} /> },
            { source: 'status', cell: <StatusChip source="status" group="requestStatus" /> },
            { source: 'reviewedAt', cell: 'date', emptyText: '—' },
          ]}
          aria-label={translate('app.manageUsers.user.verification_requests')}
          empty={<RelatedEmpty messageKey="app.manageUsers.user.no_requests" />}
        />
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
            <ListTable
              columns={[
                {
                  source: 'type',
                  label: 'app.manageUsers.related.user_requests.type',
                  cell: <SelectField source="type" choices={enumChoices('userRequestType', USER_REQUEST_TYPES)} />,
                },
                {
                  source: 'status',
                  label: 'app.manageUsers.related.user_requests.status',
                  cell: <SelectField source="status" choices={enumChoices('userRequestStatus', USER_REQUEST_STATUSES)} />,
                },
                { source: 'createdAt', label: 'app.manageUsers.related.user_requests.createdAt', cell: 'date' },
                { source: 'decidedAt', label: 'app.manageUsers.related.user_requests.decidedAt', cell: 'date', emptyText: '—' },
              ]}
              aria-label={translate('app.manageUsers.user.account_requests')}
              empty={<RelatedEmpty messageKey="app.manageUsers.user.no_requests" />}
            />
          </ReferenceManyField>
        </>
      ) : null}
    </>
  );
}
