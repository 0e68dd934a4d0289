import { DateField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { REPORT_KINDS } from '../../domain/entities/reports';
import { enumChoices } from '../common/enumChoices';
import { StatusChip } from '../common/StatusChip';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { EvidenceField } from './EvidenceField';
import { ReportButtons } from './ReportButtons';
import { ReportedJobField } from './ReportedJobField';

export const ReportShow = () => (
  <Show
    actions={
      <TopToolbar>
        <ReportButtons />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <SelectField source="kind" choices={enumChoices('reportKind', REPORT_KINDS)} />
      <StatusChip source="status" group="reportStatus" />
      <UserReferenceField source="reportedUserId" />
      <UserReferenceField source="reporterId" />
      <ReportedJobField label="resources.reports.fields.orderId" />
      <TextField source="reason" />
      <EvidenceField label="resources.reports.fields.evidence" />
      <DateField source="createdAt" showTime />
      <DateField source="resolvedAt" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
