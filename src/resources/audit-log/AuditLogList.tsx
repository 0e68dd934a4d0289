import { Datagrid, DateField, ReferenceField, TextField, TopToolbar, useTranslate } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { AuditActionField } from '../common/audit/AuditActionField';
import { AuditResourceField } from '../common/audit/AuditResourceField';
import { AuditChanges } from '../common/audit/AuditChanges';
import { AuditTargetField } from '../common/audit/AuditTargetField';
import { auditFilters } from './auditFilters';

const AuditLogActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/** Every write and sign-in event, newest first: who did what to which record, by name; a row opens its page, the arrow its changes. */
export const AuditLogList = () => {
  const translate = useTranslate();
  return (
    <AppList
      sort={{ field: 'at', order: 'DESC' }}
      filters={auditFilters(translate)}
      actions={<AuditLogActions />}
      emptyKey="app.administration.audit.empty"
    >
      <Datagrid rowClick="show" expand={<AuditChanges />} bulkActionButtons={false}>
        <DateField source="at" showTime />
        <ReferenceField source="adminId" reference="admins" link="show" emptyText="—" />
        <AuditActionField source="action" />
        <AuditResourceField source="resource" />
        <AuditTargetField source="recordId" label="resources.audit-log.fields.recordId" sortable={false} />
        <TextField source="ip" />
      </Datagrid>
    </AppList>
  );
};
