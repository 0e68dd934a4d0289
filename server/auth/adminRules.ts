import { HttpError } from '../http/errors';
import { registerWriteRule } from '../rest/writeRules';
import type { AuthCore } from './core';
import { ADMINS, isActiveAdminRole, isLastActiveAdmin } from './adminRecords';

const ACCESS_FIELDS = ['role', 'permissions', 'status'] as const;

/**
 * The same guarantees for plain REST writes of /api/admins as for the domain commands:
 * nobody changes their own role, permissions or status (no self-demotion or self-revocation)
 * nor deletes their own account, the last active Admin stays one (and is never deleted), and an
 * admin revoked or deleted through REST loses its sessions too.
 */
export function registerAdminWriteRules(core: AuthCore): void {
  registerWriteRule(ADMINS, {
    beforeUpdate({ store, current, data, req }) {
      const changes = ACCESS_FIELDS.filter((f) => JSON.stringify(current[f] ?? null) !== JSON.stringify(data[f] ?? null));
      if (!changes.length) return;
      if (req.admin && req.admin.id === Number(current.id)) {
        throw new HttpError(409, 'You cannot change your own role, permissions or access.', 'app.auth.cannot_change_self');
      }
      const stillAdmin = data.role === 'admin' && data.status === 'active';
      if (isActiveAdminRole(current) && !stillAdmin && isLastActiveAdmin(store, current)) {
        throw new HttpError(409, 'The last active Admin cannot be demoted or revoked.', 'app.auth.last_admin');
      }
      if (current.status === 'invited' && data.status === 'active') {
        throw new HttpError(409, 'An invited administrator becomes active by accepting the invitation.', 'app.auth.invite_pending');
      }
      if (data.status === 'revoked') {
        core.sessions.revokeAllOf(Number(current.id));
        core.challenges.dropAll(Number(current.id));
      }
    },
    beforeDelete({ store, current, req }) {
      if (req.admin && req.admin.id === Number(current.id)) {
        throw new HttpError(409, 'You cannot change your own role, permissions or access.', 'app.auth.cannot_change_self');
      }
      if (isLastActiveAdmin(store, current)) {
        throw new HttpError(409, 'The last active Admin cannot be demoted or revoked.', 'app.auth.last_admin');
      }
    },
    afterDelete({ removed }) {
      core.sessions.revokeAllOf(Number(removed.id));
      core.challenges.dropAll(Number(removed.id));
    },
  });
}
