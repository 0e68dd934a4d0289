/** What an admin's access looks like now: an invitation past its expiry (or voided) no longer works. */
export type AdminDisplayStatus = 'active' | 'invited' | 'invite_expired' | 'revoked';

export interface AdminAccess {
  role: string;
  status: string;
  email?: string;
  inviteExpiresAt?: string | null;
}

export function displayStatus(admin: AdminAccess, now = Date.now()): AdminDisplayStatus {
  if (admin.status === 'invited') {
    return admin.inviteExpiresAt && Date.parse(admin.inviteExpiresAt) > now ? 'invited' : 'invite_expired';
  }
  return admin.status === 'active' ? 'active' : 'revoked';
}

export interface AdminGuards {
  isSelf: boolean;
  isLastAdmin: boolean;
  /** Why Revoke access is unavailable (a catalogue key), or null. */
  revokeBlocked: string | null;
  /** Why the role and permissions cannot be changed here (a catalogue key), or null. */
  roleBlocked: string | null;
}

/**
 * The rules the server enforces with 409, mirrored so the screen can explain them first: nobody
 * revokes or demotes themself, and the last active Admin stays an active Admin.
 */
export function adminGuards(admin: AdminAccess, myEmail: string | undefined, activeAdminCount: number | undefined): AdminGuards {
  const isSelf = !!myEmail && admin.email?.toLowerCase() === myEmail.toLowerCase();
  const isLastAdmin = admin.role === 'admin' && admin.status === 'active' && activeAdminCount !== undefined && activeAdminCount <= 1;
  const blocked = isSelf ? 'app.administration.admins.guards.self' : isLastAdmin ? 'app.administration.admins.guards.last_admin' : null;
  return { isSelf, isLastAdmin, revokeBlocked: blocked, roleBlocked: blocked };
}
