import { SelectInput, useListContext } from 'react-admin';
import { statusChoicesFor } from './userRequestChoices';
import { UserPickerInput } from '../common/people/UserPickerInput';

/** Status choices follow the tab: each request type has its own outcomes. */
function StatusInput(props: { source: string; alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  return (
    <SelectInput
      {...props}
      choices={statusChoicesFor(filterValues.type)}
      emptyText="app.moderation.user_requests.any_status"
      sx={{ minWidth: 180 }}
    />
  );
}

export const userRequestFilters = [
  <StatusInput key="status" source="status" alwaysOn />,
  <UserPickerInput
    key="userId"
    source="userId"
    alwaysOn
    label="resources.user-requests.fields.userId"
    size="small"
    sx={{ minWidth: 240 }}
  />,
];
