import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { fullName } from '../../../domain/people';

interface PickedUser {
  id: number;
  firstName?: string;
  lastName?: string;
  username?: string;
  email?: string;
}

/** What tells a user apart from another of the same name: the handle, then the email. */
export function userIdentifiers(user: PickedUser): string {
  return [user.username ? `@${user.username}` : '', user.email ?? ''].filter(Boolean).join(' · ');
}

/** The picked user as the input shows it: the name and the handle ("Param Talwar (@param.talwar62)"). */
export function userInputText(user: PickedUser): string {
  return user.username ? `${fullName(user)} (@${user.username})` : fullName(user);
}

/** One option of the user picker: the name, and under it the handle and email. */
export function UserOption() {
  const user = useRecordContext<PickedUser>();
  if (!user) return null;
  return (
    <span style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <span>{fullName(user)}</span>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {userIdentifiers(user)}
      </Typography>
    </span>
  );
}
