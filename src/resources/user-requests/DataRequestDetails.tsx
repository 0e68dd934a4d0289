import { DateField, useRecordContext } from 'react-admin';
import type { UserRequest } from '../../domain/entities/userRequests';
import { DetailGrid, DetailItem } from '../common/DetailGrid';
import { DeadlineField } from './DeadlineField';

/** When the user asked, the 30-day legal deadline, and the time left until it. */
export function DataRequestDetails() {
  const record = useRecordContext<UserRequest>();
  if (!record?.dataRequest) return null;
  return (
    <DetailGrid columns={3}>
      <DetailItem labelKey="resources.user-requests.fields.dataRequest.requestedOn">
        <DateField source="dataRequest.requestedOn" showTime />
      </DetailItem>
      <DetailItem labelKey="resources.user-requests.fields.dataRequest.legalDeadline">
        <DateField source="dataRequest.legalDeadline" showTime />
      </DetailItem>
      <DetailItem labelKey="app.moderation.user_requests.time_left_column">
        <DeadlineField />
      </DetailItem>
    </DetailGrid>
  );
}
