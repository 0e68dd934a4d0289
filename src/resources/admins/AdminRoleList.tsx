import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { CreateButton, EmailField, TopToolbar } from 'react-admin';
import { ExportButton } from '../common/export/ExportButton';
import type { Role } from '../../domain/permissions';
import { AppList } from '../common/AppList';
import { ListTable } from '../common/list/ListTable';
import { AdminNameField } from './AdminNameField';
import { AdminRoleField } from './AdminRoleField';
import { AdminStatusField } from './AdminStatusField';
import { BlockedIpsButton } from './BlockedIpsButton';
import { adminFilters } from './adminFilters';

const AdminListActions = ({ role }: { role?: Role }) => (
  <TopToolbar>
    {/* From /employees, Add New Admin starts with the Employee role chosen. */}
    <CreateButton label="app.administration.admins.add" icon={<PersonAddAlt1Outlined />} state={role ? { record: { role } } : undefined} />
    <BlockedIpsButton />
    <ExportButton />
  </TopToolbar>
);

/**
 * Administrators, all of them or those of one role (/admins, /employees, /tech-support). Each
 * route keeps its own filters and sort (storeKey).
 */
export function AdminRoleList({ role, title }: { role?: Role; title?: string }) {
  return (
    <AppList
      resource="admins"
      title={title}
      storeKey={`admins.${role ?? 'all'}`}
      filter={role ? { role } : undefined}
      sort={{ field: 'lastName', order: 'ASC' }}
      filters={adminFilters(!role)}
      actions={<AdminListActions role={role} />}
      emptyKey="app.administration.admins.empty"
    >
      <ListTable
        rowClick="show"
        columns={[
          { source: 'lastName', label: 'resources.admins.fields.name', cell: <AdminNameField /> },
          { source: 'email', cell: <EmailField source="email" /> },
          role ? null : { source: 'role', cell: <AdminRoleField /> },
          { source: 'status', cell: <AdminStatusField /> },
          { source: 'lastSignInAt', cell: 'dateTime', emptyText: 'app.administration.admins.never' },
          { source: 'createdAt', cell: 'date' },
        ]}
      />
    </AppList>
  );
}

/** The admins resource's own list is the spec route /admins: administrators with the Admin role. */
export const AdminList = () => <AdminRoleList role="admin" title="app.nav.admins" />;
