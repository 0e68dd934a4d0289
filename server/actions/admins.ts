import type { AuthModule, InviteRequest } from '../auth';
import type { ActionHandler } from './types';

/**
 * The Administrators screens' commands. The checks (no self-revocation, the last active Admin
 * stays, invite state) live in the auth module, so calling the controls directly is just as safe.
 * The action route audits each command; block_ip adds the address to that entry (the record does not show it).
 */
export function adminActionHandlers(auth: AuthModule): Record<string, ActionHandler> {
  const { commands } = auth;
  return {
    revoke_access: ({ tx, record, admin }) => commands.revokeAccess(tx, record.id, admin.id),
    sign_out_all: ({ tx, record }) => commands.signOutAll(tx, record.id),
    block_ip: ({ record, payload, admin, auditDetails }) => {
      auditDetails({ blockedIp: commands.blockIp(payload.ip, admin.id).ip });
      return record;
    },
    void_invite: ({ tx, record }) => commands.voidInvite(tx, record.id),
    send_password_reset: ({ tx, record }) => commands.sendPasswordReset(tx, record.id),
    invite: ({ tx, payload }) => commands.invite(tx, payload as unknown as InviteRequest),
  };
}
