import { DateField, Labeled, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { AuditActionField } from '../common/audit/AuditActionField';
import { AuditResourceField } from '../common/audit/AuditResourceField';
import { AuditTargetField } from '../common/audit/AuditTargetField';
import { AuditChanges } from '../common/audit/AuditChanges';
import { AuditRawEntry } from './AuditRawEntry';

/** One audit entry: when, who, what on which record (by name), the change in words, and the stored entry folded away. */
export const AuditLogShow = () => (
  <Show actions={false}>
    <SimpleShowLayout>
      <DateField source="at" showTime />
      <ReferenceField source="adminId" reference="admins" emptyText="—" />
      <AuditActionField source="action" label="resources.audit-log.fields.action" />
      <AuditResourceField source="resource" label="resources.audit-log.fields.resource" />
      <AuditTargetField source="recordId" label="resources.audit-log.fields.recordId" />
      <TextField source="ip" emptyText="—" />
      <Labeled label="resources.audit-log.fields.changes" fullWidth>
        <AuditChanges />
      </Labeled>
      <AuditRawEntry />
    </SimpleShowLayout>
  </Show>
);
