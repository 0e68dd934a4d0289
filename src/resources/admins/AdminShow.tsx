import { Divider, Stack } from '@mui/material';
import { EditButton, Show, TopToolbar } from 'react-admin';
import { useAdminPermissions } from '../../layout/permissions/useAdminPermissions';
import { AdminControls } from './AdminControls';
import { AdminHeader } from './AdminHeader';
import { AdminPermissionsField } from './AdminPermissionsField';
import { AdminRecentActions } from './AdminRecentActions';
import { AdminSection } from './AdminSection';
import { AdminSessions } from './AdminSessions';

const AdminShowActions = () => (
  <TopToolbar>
    <EditButton />
  </TopToolbar>
);

/** An administrator's page: who, what they may do, where they are signed in, what they did, and the controls. */
export const AdminShow = () => {
  const { can } = useAdminPermissions();
  return (
    <Show actions={<AdminShowActions />}>
      <Stack spacing={2} sx={{ p: 2 }} divider={<Divider flexItem />}>
        <AdminHeader />
        <AdminControls />
        <AdminSection titleKey="resources.admins.fields.permissions">
          <AdminPermissionsField />
        </AdminSection>
        <AdminSection titleKey="app.administration.admins.sessions.title">
          <AdminSessions />
        </AdminSection>
        {can('auditLog.read') ? (
          <AdminSection titleKey="app.administration.admins.recent_actions">
            <AdminRecentActions />
          </AdminSection>
        ) : null}
      </Stack>
    </Show>
  );
};
