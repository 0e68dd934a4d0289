import { useContext } from 'react';
import { CreateButton, FilterButton, FilterContext, TopToolbar, useResourceDefinition } from 'react-admin';
import { ExportButton } from './ExportButton';

/** react-admin's default list actions (filters, create), with the server-written export. */
export function AppListActions() {
  const filters = useContext(FilterContext);
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      {filters?.length ? <FilterButton /> : null}
      {hasCreate ? <CreateButton /> : null}
      <ExportButton />
    </TopToolbar>
  );
}
