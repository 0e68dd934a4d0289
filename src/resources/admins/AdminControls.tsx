import { Alert, Stack } from '@mui/material';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsBackupRestoreOutlined from '@mui/icons-material/SettingsBackupRestoreOutlined';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { displayStatus, type AdminAccess } from './adminStatus';
import { fullName } from '../../domain/people';
import { CommandButton, type CommandMessages } from '../common/CommandButton';
import { BlockIpButton } from './BlockIpButton';
import { ResendInviteButton } from './ResendInviteButton';
import { useAdminGuards } from './useAdminGuards';

type AdminAction = 'revoke_access' | 'restore_access' | 'sign_out_all' | 'void_invite' | 'send_password_reset';

/** Where the administrators' catalogue keeps a command's words (laid out by kind of word). */
function adminMessages(action: AdminAction, content = `app.administration.admins.confirm.${action}_content`): CommandMessages {
  return {
    label: `app.administration.admins.actions.${action}`,
    title: `app.administration.admins.confirm.${action}_title`,
    content,
    done: `app.administration.admins.done.${action}`,
  };
}

/** The admin-level controls of the specification: sign out all devices, block IP, password reset, void link, revoke access (and restore it). */
export function AdminControls() {
  const record = useRecordContext<RaRecord & AdminAccess>();
  const translate = useTranslate();
  const guards = useAdminGuards(record);
  if (!record) return null;
  const args = { name: fullName(record), email: record.email };
  const common = { resource: 'admins', messageArgs: args, size: 'medium', hideWhenUnavailable: true } as const;
  const pendingInvite = displayStatus(record) === 'invited';
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="admin-controls">
        <CommandButton
          {...common}
          action="sign_out_all"
          messages={adminMessages(
            'sign_out_all',
            guards.isSelf ? 'app.administration.admins.confirm.sign_out_all_self_content' : undefined,
          )}
          variant="outlineDark"
          startIcon={<LogoutOutlined />}
        />
        <BlockIpButton />
        <CommandButton
          {...common}
          action="send_password_reset"
          messages={adminMessages('send_password_reset')}
          variant="outlineBlue"
          confirm
          startIcon={<LockResetOutlined />}
        />
        {pendingInvite ? (
          <CommandButton
            {...common}
            action="void_invite"
            messages={adminMessages('void_invite')}
            variant="outlineRed"
            startIcon={<LinkOffOutlined />}
          />
        ) : null}
        <ResendInviteButton />
        <CommandButton
          {...common}
          action="revoke_access"
          messages={adminMessages('revoke_access')}
          variant="error"
          startIcon={<BlockOutlined />}
          blockedKey={guards.isPending ? 'app.administration.admins.checking' : guards.revokeBlocked}
        />
        {/* Not destructive, but confirmed all the same: it gives sign-in back. */}
        <CommandButton
          {...common}
          action="restore_access"
          messages={adminMessages('restore_access')}
          variant="outlineBlue"
          startIcon={<SettingsBackupRestoreOutlined />}
          confirmColor="primary"
        />
      </Stack>
      {guards.revokeBlocked ? (
        <Alert severity="info" id="admin-controls-note">
          {translate(guards.revokeBlocked)}
        </Alert>
      ) : null}
    </Stack>
  );
}
