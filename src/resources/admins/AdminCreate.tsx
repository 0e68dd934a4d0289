import SendOutlined from '@mui/icons-material/SendOutlined';
import {
  Create,
  FormDataConsumer,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  email,
  required,
  useRedirect,
} from 'react-admin';
import { useCommand } from '../common/useCommand';
import { ROLE_CHOICES } from './adminChoices';
import { PermissionPicker } from './PermissionPicker';

interface InviteValues {
  email: string;
  role: string;
  permissions?: string[];
}

const InviteToolbar = ({ pending }: { pending: boolean }) => (
  <Toolbar>
    <SaveButton label="app.administration.admins.send_invite" icon={<SendOutlined />} disabled={pending} alwaysEnable={!pending} />
  </Toolbar>
);

/**
 * Add New Admin: an email and a role (Custom access picks permissions). Sends the invite command,
 * which mails a link that expires; the new admin's page then offers to void it.
 */
export const AdminCreate = () => {
  const redirect = useRedirect();
  const invite = useCommand('admins', 'invite', null, { doneKey: 'app.administration.admins.done.invite' });
  const submit = async (values: Partial<InviteValues>) => {
    const payload = {
      email: values.email,
      role: values.role,
      ...(values.role === 'custom' ? { permissions: values.permissions ?? [] } : {}),
    };
    // The toast is shown by the command; field errors (email taken, invalid) go next to the field.
    let fieldErrors: Record<string, string> | undefined;
    const invited = await invite.run(payload, {
      onError: (e) => (fieldErrors = (e as { body?: { errors?: Record<string, string> } }).body?.errors),
    });
    if (invited) redirect('show', 'admins', invited.id);
    return fieldErrors;
  };
  return (
    <Create title="app.administration.admins.add">
      <SimpleForm onSubmit={submit} toolbar={<InviteToolbar pending={invite.isPending} />}>
        <TextInput source="email" type="email" validate={[required(), email()]} helperText="app.administration.admins.invite_hint" />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <FormDataConsumer<InviteValues>>{({ formData }) => (formData.role === 'custom' ? <PermissionPicker /> : null)}</FormDataConsumer>
      </SimpleForm>
    </Create>
  );
};
