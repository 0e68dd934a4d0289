import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { fullName } from '../../../domain/people';
import '../../common/cells.css';

/** The picture, or the name's first letter when there is none or it does not load (as MUI's Avatar does). */
function PersonAvatar({ src, name }: { src: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = !!src && failed !== src;
  return (
    <span className="app-avatar" aria-hidden>
      {showImage ? <img src={src} alt="" onError={() => setFailed(src)} /> : name.charAt(0)}
    </span>
  );
}

/** Avatar, full name and @username: how a user is recognised in a list (plain cells, static CSS). */
export function UserNameField(_props: { source?: string; label?: string; sortBy?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const name = fullName(record);
  return (
    <span className="app-person">
      <PersonAvatar src={record.avatarUrl as string | null | undefined} name={name} />
      <span>
        <span className="app-person-name">{name}</span>
        <span className="app-person-handle">@{record.username}</span>
      </span>
    </span>
  );
}
