import type { AuthModule, InviteRequest } from '../auth';
import { auditAuthEvent } from '../auth/auditTrail';
import { clientIp } from '../auth/guards';
import type { ActionHandler } from './types';

/**
 * The Administrators screens' commands. The checks (no self-revocation, the last active Admin
 * stays, invite state) live in the auth module, so calling the controls directly is just as safe.
 * The action route audits each command; block_ip adds the address, which the record does not show.
 */
export function adminActionHandlers(auth: AuthModule): Record<string, ActionHandler> {
  const { commands } = auth;
  return {
    revoke_access: ({ tx, record, admin }) => commands.revokeAccess(tx, record.id, admin.id),
    sign_out_all: ({ tx, record }) => commands.signOutAll(tx, record.id),
    block_ip: ({ tx, record, payload, admin, req }) => {
      const blocked = commands.blockIp(payload.ip, admin.id);
      auditAuthEvent(tx, { actorId: admin.id, action: 'block_ip', resource: 'admins', recordId: Number(record.id), ip: clientIp(req), before: null, after: { blockedIp: blocked.ip } });
      return record;
    },
    void_invite: ({ tx, record }) => commands.voidInvite(tx, record.id),
    send_password_reset: ({ tx, record }) => commands.sendPasswordReset(tx, record.id),
    invite: ({ tx, payload }) => commands.invite(tx, payload as unknown as InviteRequest),
  };
}
