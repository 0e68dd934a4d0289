import { fullName } from '../../../domain/people';
import { FunctionField, ReferenceField, type FieldProps } from 'react-admin';
import type { User } from '../../../domain/entities/users';

/** A user reference shown as "First Last" (linked to the user's page when there is one). */
export const UserNameField = (props: FieldProps & { source: string; link?: false | 'show' | 'edit' }) => (
  <ReferenceField {...props} reference="users" emptyText="—">
    <FunctionField<User> render={fullName} />
  </ReferenceField>
);
