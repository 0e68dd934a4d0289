import { SelectInput } from 'react-admin';
import { ROLE_CHOICES, STATUS_CHOICES } from './adminChoices';

/** Status on every administrators route; role only where the route does not fix it (All). */
export function adminFilters(withRole: boolean) {
  return [
    <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
    ...(withRole ? [<SelectInput key="role" source="role" choices={ROLE_CHOICES} alwaysOn />] : []),
  ];
}
