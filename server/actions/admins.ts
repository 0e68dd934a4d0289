import type { AuthModule, InviteRequest } from '../auth';
import type { Rec } from '../store/store';
import type { ActionHandler } from './types';
import { clientIp, normalizeIp } from '../auth/guards';

/**
 * The Administrators screens' commands. The checks (no self-revocation, the last active Admin
 * stays, invite state) live in the auth module, so calling the controls directly is just as safe.
 * The action route audits each command; block_ip adds the address to that entry (the record does not show it).
 */
export function adminActionHandlers(auth: AuthModule): Record<string, ActionHandler> {
  const { commands } = auth;
  return {
    revoke_access: async ({ tx, record, admin }) => commands.revokeAccess(tx, record.id, admin.id),
    sign_out_all: async ({ tx, record }) => commands.signOutAll(tx, record.id),
    restore_access: async ({ tx, record }) => commands.restoreAccess(tx, record.id),
    block_ip: async ({ record, payload, admin, auditDetails, req }) => {
      // The caller's own address and the peer the request came through (a proxy) stay reachable.
      const protectedIps = [clientIp(req), normalizeIp(req.socket.remoteAddress ?? '')];
      auditDetails({ blockedIp: (await commands.blockIp(payload.ip, admin.id, protectedIps)).ip });
      return record;
    },
    // Collection-level: the address is not an admin's; the audit entry carries it.
    unblock_ip: async ({ payload, auditDetails }) => {
      const entry = await commands.unblockIp(String(payload.ip));
      auditDetails({ unblockedIp: entry.ip });
      return entry as unknown as Rec;
    },
    void_invite: async ({ tx, record }) => commands.voidInvite(tx, record.id),
    send_password_reset: async ({ tx, record }) => commands.sendPasswordReset(tx, record.id),
    invite: async ({ tx, payload }) => commands.invite(tx, payload as unknown as InviteRequest),
  };
}
