import { AppList } from '../common/AppList';
import { ListTable } from '../common/list/ListTable';
import { ListManagerToolbar } from '../common/listImport/ListManagerToolbar';
import { ListManagerEmpty } from '../common/listImport/ListManagerEmpty';
import { LIST_ENTRY_ACTIONS } from '../common/listImport/listEntryActions';
import './serviceOfferedList.css';

/** Rendered by the resource (/services-offered) and by the sidebar route /services-offered-list. */
export const ServiceOfferedList = () => (
  <AppList
    resource="services-offered"
    title="app.nav.services_offered"
    sort={{ field: 'name', order: 'ASC' }}
    actions={<ListManagerToolbar list="services-offered" />}
    empty={<ListManagerEmpty list="services-offered" />}
  >
    <ListTable
      rowClick="edit"
      columns={[
        { source: 'name' },
        { source: 'description', sortBy: false, className: 'app-service-description' },
        { source: 'createdAt', cell: 'date' },
        LIST_ENTRY_ACTIONS,
      ]}
    />
  </AppList>
);
