import { PlainAvatar } from '../../ui/PlainAvatar';
import './cells.css';

/**
 * Avatar, full name and @username: how a user is recognised in a list (plain elements with
 * cells.css, no react-admin: the first screen draws it too).
 */
export function PersonLabel({ name, username, avatarUrl }: { name: string; username: unknown; avatarUrl: string | null | undefined }) {
  return (
    <span className="app-person">
      <PlainAvatar src={avatarUrl} fallback={name.charAt(0)} />
      <span>
        <span className="app-person-name">{name}</span>
        <span className="app-person-handle">@{String(username ?? '')}</span>
      </span>
    </span>
  );
}
