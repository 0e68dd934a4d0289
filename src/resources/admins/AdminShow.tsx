import { Divider, Stack } from '@mui/material';
import { EditButton, Show, TopToolbar } from 'react-admin';
import { useAdminPermissions } from '../../shell/permissions/useAdminPermissions';
import { AdminControls } from './AdminControls';
import { AdminHeader } from './AdminHeader';
import { AdminPermissionsField } from './AdminPermissionsField';
import { AdminRecentActions } from './AdminRecentActions';
import { Section } from '../common/DetailGrid';
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
        <Section level={3} sx={{ pt: 1 }} titleKey="resources.admins.fields.permissions">
          <AdminPermissionsField />
        </Section>
        <Section level={3} sx={{ pt: 1 }} titleKey="app.administration.admins.sessions.title">
          <AdminSessions />
        </Section>
        {can('auditLog.read') ? (
          <Section level={3} sx={{ pt: 1 }} titleKey="app.administration.admins.recent_actions">
            <AdminRecentActions />
          </Section>
        ) : null}
      </Stack>
    </Show>
  );
};
