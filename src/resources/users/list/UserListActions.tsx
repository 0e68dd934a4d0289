import { FilterButton, TopToolbar } from 'react-admin';
import { ExportButton } from '../../common/export/ExportButton';

export const UserListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton />
  </TopToolbar>
);
