import { SelectInput } from 'react-admin';
import { platformChoices, quickadStatusChoices } from './quickadChoices';

/** Filters shared by My Quick Ads and User Quick Ads (the owner is fixed by the route). */
export const quickadFilters = [
  <SelectInput key="status" source="status" choices={quickadStatusChoices} alwaysOn />,
  <SelectInput key="platform" source="platform" choices={platformChoices} alwaysOn />,
];
