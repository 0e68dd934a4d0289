import { DateField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { SUSPENSION_SOURCES } from '../../domain/vocabulary/suspensions';
import { enumChoices } from '../common/enumChoices';
import { StatusChip } from '../common/StatusChip';
import { UserReferenceField } from '../common/people/UserReferenceField';
import { SuspensionButtons } from '../common/moderation/SuspensionButtons';

export const SuspensionShow = () => (
  <Show
    actions={
      <TopToolbar>
        <SuspensionButtons />
      </TopToolbar>
    }
  >
    <SimpleShowLayout>
      <UserReferenceField source="userId" />
      <StatusChip source="status" group="suspensionStatus" />
      <TextField source="reason" />
      <SelectField source="source" choices={enumChoices('suspensionSource', SUSPENSION_SOURCES)} />
      <DateField source="suspendedAt" showTime />
      <DateField source="liftedAt" showTime emptyText="—" />
    </SimpleShowLayout>
  </Show>
);
