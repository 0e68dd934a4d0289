import { SimpleForm, TextInput, required, maxLength } from 'react-admin';

const validateName = [required(), maxLength(80)];

export const ServiceOfferedForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={validateName} />
    <TextInput source="description" multiline minRows={2} validate={maxLength(500)} />
  </SimpleForm>
);
