import { Pagination, ReferenceManyField, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { AuditActionField } from '../common/audit/AuditActionField';
import { AuditResourceField } from '../common/audit/AuditResourceField';
import { AuditChanges } from '../common/audit/AuditChanges';
import { AuditTargetField } from '../common/audit/AuditTargetField';
import { ListTable } from '../common/list/ListTable';

const NoActions = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate('app.administration.admins.no_recent_actions')}
    </Typography>
  );
};

/** What this admin did lately, from the audit log; a row opens the before/after values. */
export const AdminRecentActions = () => (
  <ReferenceManyField
    reference="audit-log"
    target="adminId"
    sort={{ field: 'at', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10]} />}
    empty={<NoActions />}
  >
    <ListTable
      rowClick="expand"
      expand={<AuditChanges />}
      columns={[
        { source: 'at', cell: 'dateTime' },
        { source: 'action', cell: <AuditActionField /> },
        { source: 'resource', cell: <AuditResourceField /> },
        { source: 'recordId', sortBy: false, cell: <AuditTargetField /> },
        { source: 'ip' },
      ]}
    />
  </ReferenceManyField>
);
