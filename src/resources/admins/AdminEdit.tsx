import { Alert } from '@mui/material';
import {
  FormDataConsumer,
  SaveButton,
  SelectInput,
  SimpleForm,
  Toolbar,
  required,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { adminSchema } from '../../domain/entities/admins';
import { TextLimitInput } from '../common/TextLimitInput';
import { ConflictAwareEdit } from '../common/ConflictAwareEdit';
import { FormLeaveGuard } from '../common/drafts/FormLeaveGuard';
import { KeepDraftOnSessionEnd } from '../common/drafts/KeepDraftOnSessionEnd';
import { ROLE_CHOICES } from './adminChoices';
import type { AdminAccess } from './adminStatus';
import { PermissionPicker } from './PermissionPicker';
import { useAdminGuards } from './useAdminGuards';

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/** The role and permissions part of the form; locked (with the reason) for oneself and for the last active Admin. */
function AccessInputs() {
  const record = useRecordContext<RaRecord & AdminAccess>();
  const translate = useTranslate();
  const { roleBlocked } = useAdminGuards(record);
  return (
    <>
      {roleBlocked ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(roleBlocked)}
        </Alert>
      ) : null}
      <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} disabled={!!roleBlocked} />
      <FormDataConsumer<{ role: string }>>
        {({ formData }) => (formData.role === 'custom' && !roleBlocked ? <PermissionPicker /> : null)}
      </FormDataConsumer>
    </>
  );
}

/** Only a custom role keeps a permission selection; the other roles take the matrix's. */
const clearUnusedPermissions = (data: RaRecord) => (data.role === 'custom' ? data : { ...data, permissions: [] });

export const AdminEdit = () => (
  <ConflictAwareEdit transform={clearUnusedPermissions} redirect="show">
    <SimpleForm toolbar={<EditToolbar />} warnWhenUnsavedChanges WarnWhenUnsavedChangesComponent={FormLeaveGuard}>
      <KeepDraftOnSessionEnd />
      <TextLimitInput schema={adminSchema} source="firstName" validate={required()} />
      <TextLimitInput schema={adminSchema} source="lastName" validate={required()} />
      <TextLimitInput schema={adminSchema} source="phone" />
      <AccessInputs />
    </SimpleForm>
  </ConflictAwareEdit>
);
