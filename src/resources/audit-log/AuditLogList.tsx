import { ReferenceField, TopToolbar, useTranslate } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import { AppList } from '../common/AppList';
import { ListTable } from '../common/list/ListTable';
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
      <ListTable
        rowClick="show"
        expand={<AuditChanges />}
        columns={[
          { source: 'at', cell: 'dateTime' },
          { source: 'adminId', cell: <ReferenceField source="adminId" reference="admins" link="show" emptyText="—" /> },
          { source: 'action', cell: <AuditActionField /> },
          { source: 'resource', cell: <AuditResourceField /> },
          { source: 'recordId', sortBy: false, cell: <AuditTargetField /> },
          { source: 'ip' },
        ]}
      />
    </AppList>
  );
};
