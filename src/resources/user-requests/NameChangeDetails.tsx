import { SelectField, TextField, useRecordContext } from 'react-admin';
import type { UserRequest } from '../../domain/entities/userRequests';
import { DetailGrid, DetailItem } from '../common/DetailGrid';
import { nameTypeChoices } from './userRequestChoices';

/** Type of name, current and new name, and the user's reason. Last names only for people. */
export function NameChangeDetails() {
  const record = useRecordContext<UserRequest>();
  const change = record?.nameChange;
  if (!change) return null;
  const person = change.nameType === 'person';
  const f = (field: string) => `resources.user-requests.fields.nameChange.${field}`;
  return (
    <DetailGrid>
      <DetailItem labelKey={f('nameType')}>
        <SelectField source="nameChange.nameType" choices={nameTypeChoices} />
      </DetailItem>
      <DetailItem labelKey={f('currentFirstName')}>
        <TextField source="nameChange.currentFirstName" />
      </DetailItem>
      <DetailItem labelKey={f('newFirstName')}>
        <TextField source="nameChange.newFirstName" sx={{ fontWeight: 600 }} />
      </DetailItem>
      <DetailItem labelKey={f('reason')}>
        <TextField source="nameChange.reason" />
      </DetailItem>
      {person ? (
        <DetailItem labelKey={f('currentLastName')}>
          <TextField source="nameChange.currentLastName" emptyText="—" />
        </DetailItem>
      ) : null}
      {person ? (
        <DetailItem labelKey={f('newLastName')}>
          <TextField source="nameChange.newLastName" emptyText="—" sx={{ fontWeight: 600 }} />
        </DetailItem>
      ) : null}
    </DetailGrid>
  );
}
