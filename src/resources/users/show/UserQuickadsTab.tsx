import { Datagrid, DateField, Pagination, ReferenceManyField, SelectField, TextField } from 'react-admin';
import { quickadMachine } from '../../../domain/machines/quickad';
import { enumChoices } from '../../common/enumChoices';
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
    <Datagrid rowClick={false} bulkActionButtons={false} empty={<RelatedEmpty messageKey="app.manageUsers.user.no_quickads" />}>
      <TextField source="title" label="app.manageUsers.related.quickads.title" />
      <TextField source="platform" label="app.manageUsers.related.quickads.platform" />
      <SelectField
        source="status"
        choices={enumChoices('quickadStatus', quickadMachine.states)}
        label="app.manageUsers.related.quickads.status"
      />
      <MoneyField source="budget" label="app.manageUsers.related.quickads.budget" />
      <DateField source="dueDate" label="app.manageUsers.related.quickads.dueDate" />
    </Datagrid>
  </ReferenceManyField>
);
