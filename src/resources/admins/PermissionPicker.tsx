import { CheckboxGroupInput, type Validator } from 'react-admin';
import { PERMISSION_CHOICES } from './adminChoices';

const atLeastOne: Validator = (value: unknown) =>
  Array.isArray(value) && value.length ? undefined : 'app.administration.admins.pick_permissions';

/** Custom access: the permissions of the one matrix, labelled from the catalogue, at least one. */
export const PermissionPicker = () => (
  <CheckboxGroupInput
    source="permissions"
    choices={PERMISSION_CHOICES}
    validate={atLeastOne}
    row
    sx={{ '& .MuiFormGroup-root': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' } } }}
  />
);
