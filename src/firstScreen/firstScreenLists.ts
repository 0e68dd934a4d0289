import {
  USER_ALWAYS_ON_FILTERS,
  USER_COLUMN_SPECS,
  USER_LIST_SORT,
  userColumnNames,
  type UserColumnSpec,
} from '../resources/users/list/userColumnSpecs';
import { USER_TABS } from '../resources/users/list/userTabs';

/** A list screen the first screen can draw: what its List shows before any filter is chosen. */
export interface FirstScreenList {
  path: string;
  resource: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
  perPage: number;
  /** The always-on filter inputs, by source (drawn as DeferredFilterInput's placeholders). */
  filters: readonly string[];
  tabs: readonly { labelKey: string }[];
  columns: readonly UserColumnSpec[];
}

export const FIRST_SCREEN_LISTS: readonly FirstScreenList[] = [
  {
    path: '/users',
    resource: 'users',
    sort: USER_LIST_SORT,
    perPage: 25,
    filters: USER_ALWAYS_ON_FILTERS,
    tabs: USER_TABS,
    columns: userColumnNames(undefined).map((name) => USER_COLUMN_SPECS[name]),
  },
];
