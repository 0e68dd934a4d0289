import { fullName } from '../../domain/people';
import { Stack } from '@mui/material';
import { useGetOne, useRecordContext } from 'react-admin';
import type { UserRequest } from '../../domain/entities/userRequests';
import type { User } from '../../domain/entities/users';
import { CommandButton } from '../common/CommandButton';
import { MODERATION_REASON } from '../common/CommandDialogContent';
import { DownloadDataButton } from './DownloadDataButton';

const R = 'user-requests';

/**
 * The decisions of the request's type. Nothing applies to a deleted account any more, and a name
 * is only changed on an account whose identity is verified; the server refuses both anyway.
 */
export function UserRequestActions() {
  const record = useRecordContext<UserRequest>();
  const { data: user } = useGetOne<User>('users', { id: record?.userId ?? 0 }, { enabled: !!record });
  if (!record) return null;
  const deleted = user?.accountStatus === 'deleted' ? 'app.moderation.user_requests.account_deleted_hint' : null;
  const args = { name: fullName(user) };
  const common = { resource: R, messageArgs: args, blockedKey: deleted };
  return (
    // A gap, not Stack's margins (CommandButton's outer element takes none): approve and the red
    // decline never touch.
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.type === 'name_change' ? (
        <>
          <CommandButton
            {...common}
            action="approve_name_change"
            messages="app.moderation.commands.approve_name_change"
            variant="primary"
            confirm
            blockedKey={
              deleted ?? (user && user.verificationStatus !== 'verified' ? 'app.moderation.user_requests.needs_verification_hint' : null)
            }
          />
          <CommandButton
            {...common}
            action="decline_name_change"
            messages="app.moderation.commands.decline_name_change"
            variant="error"
            input={MODERATION_REASON}
          />
        </>
      ) : null}
      {record.type === 'date_of_birth' ? (
        <>
          <CommandButton
            {...common}
            action="approve_date_of_birth"
            messages="app.moderation.commands.approve_date_of_birth"
            variant="primary"
            confirm
          />
          <CommandButton
            {...common}
            action="decline_date_of_birth"
            messages="app.moderation.commands.decline_date_of_birth"
            variant="outlineRed"
            input={MODERATION_REASON}
          />
        </>
      ) : null}
      {record.type === 'data_request' ? (
        <>
          <DownloadDataButton />
          <CommandButton
            {...common}
            blockedKey={null}
            action="fulfil_data_request"
            messages="app.moderation.commands.fulfil_data_request"
            variant="primary"
            confirm
          />
        </>
      ) : null}
      {record.type === 'account_recovery' ? (
        <>
          <CommandButton
            {...common}
            action="approve_account_recovery"
            messages="app.moderation.commands.approve_account_recovery"
            variant="primary"
          />
          <CommandButton
            {...common}
            action="reject_and_delete_account"
            messages="app.moderation.commands.reject_and_delete_account"
            variant="error"
            input={MODERATION_REASON}
          />
        </>
      ) : null}
    </Stack>
  );
}
