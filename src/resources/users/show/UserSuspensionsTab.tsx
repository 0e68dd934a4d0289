import { Box, Stack } from '@mui/material';
import { Pagination, ReferenceManyField, SelectField } from 'react-admin';
import { SUSPENSION_SOURCES } from '../../../domain/vocabulary/suspensions';
import { SuspensionButtons } from '../../common/moderation/SuspensionButtons';
import { SuspendUserButton } from '../buttons/SuspendUserButton';
import { enumChoices } from '../../common/enumChoices';
import { StatusChip } from '../../common/StatusChip';
import { ListTable } from '../../common/list/ListTable';
import { RelatedEmpty } from './RelatedEmpty';
import { FREE_TEXT_CELL } from '../../common/freeTextCell';

export const UserSuspensionsTab = () => (
  <Box>
    <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
      <SuspendUserButton />
    </Stack>
    <ReferenceManyField
      reference="suspensions"
      target="userId"
      sort={{ field: 'suspendedAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
    >
      <ListTable
        rowClick="show"
        columns={[
          { source: 'suspendedAt', cell: 'date' },
          { source: 'reason', className: FREE_TEXT_CELL },
          { source: 'source', cell: <SelectField source="source" choices={enumChoices('suspensionSource', SUSPENSION_SOURCES)} /> },
          { source: 'status', cell: <StatusChip source="status" group="suspensionStatus" /> },
          { source: 'liftedAt', cell: 'date', emptyText: '—' },
          { source: 'commands', label: 'app.manageUsers.commands.column', sortBy: false, cell: <SuspensionButtons stacked /> },
        ]}
        empty={<RelatedEmpty messageKey="app.manageUsers.user.no_suspensions" />}
      />
    </ReferenceManyField>
  </Box>
);
