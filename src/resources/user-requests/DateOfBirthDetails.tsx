import { DateField, TextField, useRecordContext } from 'react-admin';
import type { UserRequest } from '../../domain/entities/userRequests';
import { DetailGrid, DetailItem } from '../common/DetailGrid';

/** Dates of birth are calendar dates: shown in UTC so no time zone moves them by a day. */
const AS_DATE = { timeZone: 'UTC' } as const;

export function DateOfBirthDetails() {
  const record = useRecordContext<UserRequest>();
  if (!record?.dateOfBirth) return null;
  const f = (field: string) => `resources.user-requests.fields.dateOfBirth.${field}`;
  return (
    <DetailGrid columns={3}>
      <DetailItem labelKey={f('current')}>
        <DateField source="dateOfBirth.current" options={AS_DATE} />
      </DetailItem>
      <DetailItem labelKey={f('requested')}>
        <DateField source="dateOfBirth.requested" options={AS_DATE} sx={{ fontWeight: 600 }} />
      </DetailItem>
      <DetailItem labelKey={f('reason')}>
        <TextField source="dateOfBirth.reason" />
      </DetailItem>
    </DetailGrid>
  );
}
