import { ConflictAwareEdit } from '../common/ConflictAwareEdit';
import { LanguageForm } from './LanguageForm';

export const LanguageEdit = () => (
  <ConflictAwareEdit>
    <LanguageForm />
  </ConflictAwareEdit>
);
