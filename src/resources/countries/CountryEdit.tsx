import { ConflictAwareEdit } from '../common/ConflictAwareEdit';
import { CountryForm } from './CountryForm';

export const CountryEdit = () => (
  <ConflictAwareEdit>
    <CountryForm />
  </ConflictAwareEdit>
);
