import { Pagination, ReferenceManyField, SelectField } from 'react-admin';
import { quickadMachine } from '../../../domain/machines/quickad';
import { enumChoices } from '../../common/enumChoices';
import { ListTable } from '../../common/list/ListTable';
import { MoneyField } from '../../common/MoneyField';
import { RelatedEmpty } from './RelatedEmpty';

/** Quick ads the user posted. */
export const UserQuickadsTab = () => (
  <ReferenceManyField
    reference="quickads"
    target="postedByUserId"
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={10}
    pagination={<Pagination rowsPerPageOptions={[10]} />}
  >
    <ListTable
      columns={[
        { source: 'title', label: 'app.manageUsers.related.quickads.title' },
        { source: 'platform', label: 'app.manageUsers.related.quickads.platform' },
        {
          source: 'status',
          label: 'app.manageUsers.related.quickads.status',
          cell: <SelectField source="status" choices={enumChoices('quickadStatus', quickadMachine.states)} />,
        },
        { source: 'budget', label: 'app.manageUsers.related.quickads.budget', cell: <MoneyField source="budget" />, align: 'right' },
        { source: 'dueDate', label: 'app.manageUsers.related.quickads.dueDate', cell: 'date' },
      ]}
      empty={<RelatedEmpty messageKey="app.manageUsers.user.no_quickads" />}
    />
  </ReferenceManyField>
);
