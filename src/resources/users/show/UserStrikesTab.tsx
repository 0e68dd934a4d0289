import { Box, Stack } from '@mui/material';
import { Datagrid, DateField, Pagination, ReferenceManyField, TextField } from 'react-admin';
import { StrikeStatusField } from '../../common/moderation/StrikeStatusField';
import { StrikeDecisionButtons } from '../../common/moderation/StrikeDecisionButtons';
import { StrikePolicyNotice } from '../../common/moderation/StrikePolicyNotice';
import { IssueStrikeButton } from '../buttons/IssueStrikeButton';
import { RelatedEmpty } from './RelatedEmpty';
import { FREE_TEXT_CELL } from '../../common/freeTextCell';

/** The user's strikes, newest first, with the policy and the decisions that apply to each. */
export const UserStrikesTab = () => (
  <Box>
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
      <IssueStrikeButton />
    </Stack>
    <StrikePolicyNotice />
    <ReferenceManyField
      reference="strikes"
      target="userId"
      sort={{ field: 'issuedAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
    >
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<RelatedEmpty messageKey="app.manageUsers.user.no_strikes" />}>
        <TextField source="reason" cellClassName={FREE_TEXT_CELL} />
        <StrikeStatusField source="status" />
        <DateField source="issuedAt" />
        <DateField source="expiresAt" />
        <TextField source="appealText" cellClassName={FREE_TEXT_CELL} emptyText="—" />
        <TextField source="decision" cellClassName={FREE_TEXT_CELL} emptyText="—" />
        <StrikeDecisionButtons stacked label="app.manageUsers.commands.column" />
      </Datagrid>
    </ReferenceManyField>
  </Box>
);
