import { Alert, Stack } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsBackupRestoreOutlined from '@mui/icons-material/SettingsBackupRestoreOutlined';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { displayStatus, type AdminAccess } from './adminStatus';
import { AdminCommandButton } from './AdminCommandButton';
import { BlockIpButton } from './BlockIpButton';
import { ResendInviteButton } from './ResendInviteButton';
import { useAdminGuards } from './useAdminGuards';

/** The admin-level controls of the specification: sign out all devices, block IP, password reset, void link, revoke access (and restore it). */
export function AdminControls() {
  const record = useRecordContext<RaRecord & AdminAccess>();
  const translate = useTranslate();
  const guards = useAdminGuards(record);
  if (!record) return null;
  const pendingInvite = displayStatus(record) === 'invited';
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="admin-controls">
        <AdminCommandButton
          action="sign_out_all"
          variant="outlineDark"
          icon={<LogoutOutlined />}
          confirmContent={guards.isSelf ? 'app.administration.admins.confirm.sign_out_all_self_content' : undefined}
        />
        <BlockIpButton />
        <AdminCommandButton action="send_password_reset" variant="outlineBlue" icon={<LockResetOutlined />} />
        {pendingInvite ? <AdminCommandButton action="void_invite" variant="outlineRed" icon={<LinkOffOutlined />} /> : null}
        <ResendInviteButton />
        <AdminCommandButton action="revoke_access" variant="error" icon={<BlockOutlined />} disabledReason={guards.revokeBlocked} checking={guards.isPending} />
        <AdminCommandButton action="restore_access" variant="outlineBlue" icon={<SettingsBackupRestoreOutlined />} />
      </Stack>
      {guards.revokeBlocked ? (
        <Alert severity="info" id="admin-controls-note">
          {translate(guards.revokeBlocked)}
        </Alert>
      ) : null}
    </Stack>
  );
}
