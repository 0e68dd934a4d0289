import { NumberField, ReferenceField } from 'react-admin';

/** The user's active strikes (users.activeStrikes), next to each of their strikes. */
export const TotalStrikesField = (_props: { label?: string }) => (
  <ReferenceField source="userId" reference="users" link={false}>
    <NumberField source="activeStrikes" />
  </ReferenceField>
);
