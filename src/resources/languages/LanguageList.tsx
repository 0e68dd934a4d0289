import { AppList } from '../common/AppList';
import { ListTable } from '../common/list/ListTable';
import { ListManagerToolbar } from '../common/listImport/ListManagerToolbar';
import { ListManagerEmpty } from '../common/listImport/ListManagerEmpty';
import { LIST_ENTRY_ACTIONS } from '../common/listImport/listEntryActions';

export const LanguageList = () => (
  <AppList
    sort={{ field: 'name', order: 'ASC' }}
    actions={<ListManagerToolbar list="languages" />}
    empty={<ListManagerEmpty list="languages" />}
  >
    <ListTable
      rowClick="edit"
      columns={[{ source: 'name' }, { source: 'code' }, { source: 'createdAt', cell: 'date' }, LIST_ENTRY_ACTIONS]}
    />
  </AppList>
);
