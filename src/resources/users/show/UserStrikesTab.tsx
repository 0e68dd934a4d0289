import { Box, Stack } from '@mui/material';
import { Pagination, ReferenceManyField } from 'react-admin';
import { StrikeStatusField } from '../../common/moderation/StrikeStatusField';
import { StrikeDecisionButtons } from '../../common/moderation/StrikeDecisionButtons';
import { StrikePolicyNotice } from '../../common/moderation/StrikePolicyNotice';
import { ListTable } from '../../common/list/ListTable';
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
      <ListTable
        rowClick="show"
        columns={[
          { source: 'reason', className: FREE_TEXT_CELL },
          { source: 'status', cell: <StrikeStatusField /> },
          { source: 'issuedAt', cell: 'date' },
          { source: 'expiresAt', cell: 'date' },
          { source: 'appealText', className: FREE_TEXT_CELL, emptyText: '—' },
          { source: 'decision', className: FREE_TEXT_CELL, emptyText: '—' },
          { source: 'commands', label: 'app.manageUsers.commands.column', sortBy: false, cell: <StrikeDecisionButtons stacked /> },
        ]}
        empty={<RelatedEmpty messageKey="app.manageUsers.user.no_strikes" />}
      />
    </ReferenceManyField>
  </Box>
);
