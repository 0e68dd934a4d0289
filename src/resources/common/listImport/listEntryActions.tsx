import { EditButton } from 'react-admin';
import type { ListColumn } from '../list/listColumns';
import { ListEntryDeleteButton } from './ListEntryDeleteButton';
import './listEntryActions.css';

/** The last column of every List Manager list: edit the entry, or delete it after a confirmation. */
export const LIST_ENTRY_ACTIONS: ListColumn = {
  source: 'actions',
  label: 'app.administration.lists.actions',
  sortBy: false,
  align: 'right',
  cell: (
    <span className="app-list-entry-actions">
      <EditButton />
      <ListEntryDeleteButton />
    </span>
  ),
};
