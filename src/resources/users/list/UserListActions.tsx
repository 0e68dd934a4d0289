import { ExportButton, FilterButton, TopToolbar } from 'react-admin';

export const UserListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportButton maxResults={1000} />
  </TopToolbar>
);
