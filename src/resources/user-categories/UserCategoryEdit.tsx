import { ConflictAwareEdit } from '../common/ConflictAwareEdit';
import { UserCategoryForm } from './UserCategoryForm';

export const UserCategoryEdit = () => (
  <ConflictAwareEdit>
    <UserCategoryForm />
  </ConflictAwareEdit>
);
