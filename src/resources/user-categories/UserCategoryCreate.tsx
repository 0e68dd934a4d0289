import { Create } from 'react-admin';
import { UserCategoryForm } from './UserCategoryForm';

export const UserCategoryCreate = () => (
  <Create redirect="list">
    <UserCategoryForm />
  </Create>
);
