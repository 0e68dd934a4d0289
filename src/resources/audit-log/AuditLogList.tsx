import { Datagrid, DateField, ReferenceField, TextField, TopToolbar, useTranslate } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { AuditActionField } from '../common/audit/AuditActionField';
import { AuditResourceField } from '../common/audit/AuditResourceField';
import { AuditChanges } from '../common/audit/AuditChanges';
import { auditFilters } from './auditFilters';

const AuditLogActions = () => (
  <TopToolbar>
    <ExportButton />
  </TopToolbar>
);

/** Every write and sign-in event, newest first; a row opens its before/after values. */
export const AuditLogList = () => {
  const translate = useTranslate();
  return (
    <AppList
      sort={{ field: 'at', order: 'DESC' }}
      filters={auditFilters(translate)}
      actions={<AuditLogActions />}
      emptyKey="app.administration.audit.empty"
    >
      <Datagrid rowClick="expand" expand={<AuditChanges />} bulkActionButtons={false}>
        <DateField source="at" showTime />
        <ReferenceField source="adminId" reference="admins" link="show" />
        <AuditActionField source="action" />
        <AuditResourceField source="resource" />
        <TextField source="recordId" />
        <TextField source="ip" />
      </Datagrid>
    </AppList>
  );
};
