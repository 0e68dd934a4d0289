import { EditButton, TopToolbar } from 'react-admin';
import { useAdminPermissions } from '../../../shell/permissions/useAdminPermissions';
import { IssueStrikeButton } from '../buttons/IssueStrikeButton';
import { SuspendUserButton } from '../buttons/SuspendUserButton';
import { VerifyUserButton } from '../buttons/VerifyUserButton';

/** The user page's commands; each hides itself from roles that may not run it. */
export function UserShowActions() {
  const { can } = useAdminPermissions();
  return (
    <TopToolbar sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <VerifyUserButton />
      <IssueStrikeButton />
      <SuspendUserButton />
      {can('users.edit') ? <EditButton /> : null}
    </TopToolbar>
  );
}
