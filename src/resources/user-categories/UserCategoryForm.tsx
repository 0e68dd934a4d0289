import { SimpleForm, TextArrayInput, TextInput, required, maxLength } from 'react-admin';

const validateName = [required(), maxLength(80)];

export const UserCategoryForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={validateName} />
    <TextArrayInput source="subcategories" helperText="resources.user-categories.helper.subcategories" />
  </SimpleForm>
);
