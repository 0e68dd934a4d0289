import { DateField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { StrikeCountField } from '../common/moderation/StrikeCountField';
import { StrikeDecisionButtons } from '../common/moderation/StrikeDecisionButtons';
import { StrikePolicyNotice } from '../common/moderation/StrikePolicyNotice';
import { TotalStrikesField } from './TotalStrikesField';

/** One strike: what it was for, the user's appeal, the decision and whether it still counts. */
export const StrikeShow = () => (
  <Show
    actions={
      <TopToolbar>
        <StrikeDecisionButtons />
      </TopToolbar>
    }
  >
    <StrikePolicyNotice />
    <SimpleShowLayout>
      <UserReferenceField source="userId" />
      <TextField source="reason" />
      <StatusChip source="status" group="strikeStatus" />
      <StrikeCountField label="app.manageUsers.strikes.counting.label" />
      <TotalStrikesField label="app.manageUsers.strikes.total" />
      <DateField source="issuedAt" showTime />
      <DateField source="expiresAt" showTime />
      <TextField source="appealText" emptyText="—" />
      <DateField source="appealedAt" showTime emptyText="—" />
      <TextField source="decision" emptyText="—" />
      <DateField source="decidedAt" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
