import { SimpleForm, TextInput, required, maxLength, regex } from 'react-admin';

const validateName = [required(), maxLength(80)];
// Same rule as the server's schema (languageCode in src/domain/entities/base.ts): ISO 639, lower case.
const validateCode = [required(), regex(/^[a-z]{2,3}$/, 'resources.languages.validation.code')];

export const LanguageForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={validateName} />
    <TextInput source="code" validate={validateCode} />
  </SimpleForm>
);
