import { Alert } from '@mui/material';
import { DateField, ReferenceField, SelectField, TextField, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import type { UserRequest } from '../../domain/entities/userRequests';
import type { User } from '../../domain/entities/users';
import { DetailGrid, DetailItem } from '../common/DetailGrid';
import { StatusChip } from '../common/StatusChip';
import { enumChoices } from '../common/enumChoices';

const accountStatusChoices = enumChoices('accountStatus', ['active', 'suspended', 'deleted']);
const verificationChoices = enumChoices('verificationStatus', ['unverified', 'not_verified', 'verified']);

/** Who asked, when, the account's state (it decides what may be applied) and the decision, once made. */
export function RequestOverview() {
  const record = useRecordContext<UserRequest>();
  const translate = useTranslate();
  const { data: user } = useGetOne<User>('users', { id: record?.userId ?? 0 }, { enabled: !!record });
  if (!record) return null;
  const f = (field: string) => `resources.user-requests.fields.${field}`;
  return (
    <>
      <DetailGrid>
        <DetailItem labelKey={f('userId')}>
          <ReferenceField source="userId" reference="users" link="show" />
        </DetailItem>
        <DetailItem labelKey="app.moderation.user_requests.requested_on">
          <DateField source="createdAt" showTime />
        </DetailItem>
        <DetailItem labelKey={f('status')}>
          <StatusChip source="status" group="userRequestStatus" />
        </DetailItem>
        <DetailItem labelKey="app.moderation.user_requests.account">
          {user ? (
            <>
              <SelectField record={user} source="accountStatus" choices={accountStatusChoices} />
              {' · '}
              <SelectField record={user} source="verificationStatus" choices={verificationChoices} />
            </>
          ) : null}
        </DetailItem>
        {record.decidedAt ? (
          <DetailItem labelKey={f('decidedAt')}>
            <DateField source="decidedAt" showTime />
          </DetailItem>
        ) : null}
        {record.decisionReason ? (
          <DetailItem labelKey={f('decisionReason')}>
            <TextField source="decisionReason" />
          </DetailItem>
        ) : null}
      </DetailGrid>
      {record.status === 'pending' && record.type === 'name_change' && user && user.verificationStatus !== 'verified' ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {translate('app.moderation.user_requests.needs_verification_hint')}
        </Alert>
      ) : null}
    </>
  );
}
