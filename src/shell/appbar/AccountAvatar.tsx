import { resolveAvatarUrl } from '../../providers/avatarUrl';
import type { AdminData } from '../../providers/session';
import { PlainAvatar } from '../../ui/PlainAvatar';

function initials(admin: AdminData | null): string {
  if (!admin) return '';
  const fromName = `${admin.firstName.charAt(0)}${admin.lastName.charAt(0)}`.trim();
  return (fromName || admin.email.charAt(0)).toUpperCase();
}

/** The admin's photo, or their initials until they add one. Decorative: the button around it carries the label. */
export function AccountAvatar({ admin, size = 36 }: { admin: AdminData | null; size?: number }) {
  return <PlainAvatar src={resolveAvatarUrl(admin?.avatar)} fallback={initials(admin)} size={size} tone="primary" />;
}
