import { useRecordContext } from 'react-admin';
import { fullName } from '../../../domain/people';
import { PersonLabel } from '../../common/PersonLabel';

/** The user's avatar, name and @username in a list cell. */
export function UserNameField(_props: { source?: string; label?: string; sortBy?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <PersonLabel name={fullName(record)} username={record.username} avatarUrl={record.avatarUrl as string | null | undefined} />;
}
