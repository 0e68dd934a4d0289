import { ReferenceField, type ReferenceFieldProps } from 'react-admin';

/** A link to a user's page, shown by the users resource's recordRepresentation (their name). */
export function UserReferenceField({ source, ...props }: Omit<ReferenceFieldProps, 'reference'>) {
  return <ReferenceField source={source} reference="users" link="show" {...props} />;
}
