import { CreateButton, TopToolbar } from 'react-admin';
import { ExportButton } from '../export/ExportButton';
import { ImportListButton } from './ImportListButton';
import type { ImportableList } from '../../../domain/listImport/importLists';

/** Create, Import (all four modes) and CSV export: the toolbar of every List Manager list. */
export const ListManagerToolbar = ({ list }: { list: ImportableList }) => (
  <TopToolbar>
    <CreateButton />
    <ImportListButton list={list} />
    <ExportButton />
  </TopToolbar>
);
