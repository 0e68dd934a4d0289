import { useRecordContext } from 'react-admin';
import { fullName } from '../../../domain/people';
import { PlainAvatar } from '../../../layout/PlainAvatar';
import '../../common/cells.css';

/** Avatar, full name and @username: how a user is recognised in a list (plain cells, static CSS). */
export function UserNameField(_props: { source?: string; label?: string; sortBy?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const name = fullName(record);
  return (
    <span className="app-person">
      <PlainAvatar src={record.avatarUrl as string | null | undefined} fallback={name.charAt(0)} />
      <span>
        <span className="app-person-name">{name}</span>
        <span className="app-person-handle">@{record.username}</span>
      </span>
    </span>
  );
}
