import { Stack, Typography } from '@mui/material';
import { DateField, useRecordContext, useTranslate } from 'react-admin';
import { AdminNameField } from './AdminNameField';
import { AdminRoleField } from './AdminRoleField';
import { AdminStatusField } from './AdminStatusField';
import { displayStatus, type AdminAccess } from './adminStatus';

/** Who the admin is: photo, name, email, role, access status, invitation expiry and last sign-in. */
export function AdminHeader() {
  const record = useRecordContext<AdminAccess & { email: string; lastSignInAt: string | null }>();
  const translate = useTranslate();
  if (!record) return null;
  const status = displayStatus(record);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <AdminNameField size={48} variant="h6" />
        <AdminRoleField />
        <AdminStatusField />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {record.email}
      </Typography>
      {status === 'invited' || status === 'invite_expired' ? (
        <Typography variant="body2" data-testid="invite-expiry">
          {translate(status === 'invited' ? 'app.administration.admins.invite_expires' : 'app.administration.admins.invite_expired')}{' '}
          <DateField source="inviteExpiresAt" showTime />
        </Typography>
      ) : (
        <Typography variant="body2">
          {translate('resources.admins.fields.lastSignInAt')}:{' '}
          <DateField source="lastSignInAt" showTime emptyText="app.administration.admins.never" />
        </Typography>
      )}
    </Stack>
  );
}
