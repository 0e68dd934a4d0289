import { Box, Stack } from '@mui/material';
import { Datagrid, DateField, Pagination, ReferenceManyField, SelectField, TextField } from 'react-admin';
import { SUSPENSION_SOURCES } from '../../../domain/vocabulary/suspensions';
import { SuspensionButtons } from '../../common/moderation/SuspensionButtons';
import { SuspendUserButton } from '../buttons/SuspendUserButton';
import { enumChoices } from '../../common/enumChoices';
import { StatusChip } from '../../common/StatusChip';
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
      <Datagrid rowClick="show" bulkActionButtons={false} empty={<RelatedEmpty messageKey="app.manageUsers.user.no_suspensions" />}>
        <DateField source="suspendedAt" />
        <TextField source="reason" cellClassName={FREE_TEXT_CELL} />
        <SelectField source="source" choices={enumChoices('suspensionSource', SUSPENSION_SOURCES)} />
        <StatusChip source="status" group="suspensionStatus" />
        <DateField source="liftedAt" emptyText="—" />
        <SuspensionButtons stacked label="app.manageUsers.commands.column" />
      </Datagrid>
    </ReferenceManyField>
  </Box>
);
