import { Datagrid, DateField, Pagination, ReferenceManyField, TextField, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import { AuditActionField } from '../common/audit/AuditActionField';
import { AuditResourceField } from '../common/audit/AuditResourceField';
import { AuditChanges } from '../common/audit/AuditChanges';
import { AuditTargetField } from '../common/audit/AuditTargetField';

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
    <Datagrid rowClick="expand" expand={<AuditChanges />} bulkActionButtons={false}>
      <DateField source="at" showTime />
      <AuditActionField source="action" />
      <AuditResourceField source="resource" />
      <AuditTargetField source="recordId" label="resources.audit-log.fields.recordId" sortable={false} />
      <TextField source="ip" />
    </Datagrid>
  </ReferenceManyField>
);
