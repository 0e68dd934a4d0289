import { ConflictAwareEdit } from '../../common/ConflictAwareEdit';
import { UserForm } from './UserForm';

/** Edits the profile; statuses and strikes are not on the form (they change through commands). */
export const UserEdit = () => (
  <ConflictAwareEdit redirect="show">
    <UserForm />
  </ConflictAwareEdit>
);
