import { Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { UserRequest } from '../../domain/entities/userRequests';
import { AccountRecoveryDetails } from './AccountRecoveryDetails';
import { DataRequestDetails } from './DataRequestDetails';
import { DateOfBirthDetails } from './DateOfBirthDetails';
import { NameChangeDetails } from './NameChangeDetails';
import { RequestOverview } from './RequestOverview';
import { UserRequestActions } from './UserRequestActions';

const DETAILS = {
  name_change: NameChangeDetails,
  date_of_birth: DateOfBirthDetails,
  data_request: DataRequestDetails,
  account_recovery: AccountRecoveryDetails,
} as const;

function RequestCard() {
  const record = useRecordContext<UserRequest>();
  const translate = useTranslate();
  if (!record) return null;
  const Details = DETAILS[record.type];
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2.5}>
          <Typography variant="h6" component="h2">
            {translate(`app.moderation.user_requests.title.${record.type}`)}
          </Typography>
          <RequestOverview />
          <Divider />
          <Details />
          <Divider />
          <UserRequestActions />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** One request: who asked, what they asked for, and the decisions its type allows. */
export const UserRequestShow = () => (
  <Show
    component="div"
    actions={
      <TopToolbar sx={{ justifyContent: 'flex-start' }}>
        <ListButton label="app.moderation.user_requests.back_to_list" />
      </TopToolbar>
    }
  >
    <RequestCard />
  </Show>
);
