import { Stack } from '@mui/material';
import { EmptyState } from '../EmptyState';
import { ImportListButton } from './ImportListButton';
import type { ImportableList } from '../../../domain/listImport/importLists';

/** An empty list (after "delete all", say) still offers Create and Import, which can revert. */
export const ListManagerEmpty = ({ list }: { list: ImportableList }) => (
  <Stack alignItems="center" sx={{ width: '100%' }}>
    <EmptyState messageKey="app.administration.lists.empty" />
    <ImportListButton list={list} />
  </Stack>
);
