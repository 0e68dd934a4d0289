import { Create } from 'react-admin';
import { LanguageForm } from './LanguageForm';

export const LanguageCreate = () => (
  <Create redirect="list">
    <LanguageForm />
  </Create>
);
