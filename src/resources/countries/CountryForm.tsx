import { SimpleForm, TextInput, required, maxLength, regex } from 'react-admin';

const validateName = [required(), maxLength(80)];
// Same rule as the server's schema (countryCode in src/domain/entities/base.ts): ISO 3166-1 alpha-2.
const validateCode = [required(), regex(/^[A-Z]{2}$/, 'resources.countries.validation.code')];

export const CountryForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={validateName} />
    <TextInput source="code" validate={validateCode} parse={(v: string) => v.toUpperCase()} />
  </SimpleForm>
);
