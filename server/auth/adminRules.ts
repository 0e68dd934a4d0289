import type { Request } from 'express';
import { HttpError } from '../http/errors';
import type { Rec, Transaction } from '../store/store';
import type { WriteRules } from '../rest/writeRules';
import type { AuthCore } from './core';
import { ADMINS, findByEmail, isActiveAdminRole, isLastActiveAdmin, normalizeEmail } from './adminRecords';

const ACCESS_FIELDS = ['role', 'permissions', 'status'] as const;

/**
 * The same guarantees for plain REST writes of /api/admins as for the domain commands:
 * nobody changes their own role, permissions or status (no self-demotion or self-revocation)
 * nor deletes their own account, the last active Admin stays one (and is never deleted), and an
 * admin revoked or deleted through REST loses its sessions too. The checks read through the
 * write's transaction, so they hold for the write.
 */
export function registerAdminWriteRules(rules: WriteRules, core: AuthCore): void {
  const refuseSelf = (req: Request, admin: Rec) => {
    if (req.admin && req.admin.id === Number(admin.id)) {
      throw new HttpError(409, 'You cannot change your own role, permissions or access.', 'app.auth.cannot_change_self');
    }
  };
  const refuseLastAdmin = () => {
    throw new HttpError(409, 'The last active Admin cannot be demoted or revoked.', 'app.auth.last_admin');
  };
  const endAccess = async (admin: Rec) => {
    await core.sessions.revokeAllOf(Number(admin.id));
    await core.challenges.dropAll(Number(admin.id));
  };

  /** The rule of invite and change-email: one address, one administrator, whatever its case. */
  const refuseTakenEmail = async (tx: Transaction, data: Record<string, unknown>, selfId: unknown) => {
    if (typeof data.email !== 'string') return;
    const email = normalizeEmail(data.email);
    data.email = email;
    const other = await findByEmail(tx, email);
    if (other && other.id !== selfId) {
      throw new HttpError(409, 'Another administrator already uses this email address.', 'app.account.email_taken', {
        errors: { email: 'app.account.email_taken' },
      });
    }
  };

  rules.add(ADMINS, {
    async beforeUpdate({ tx, current, data, req }) {
      await refuseTakenEmail(tx, data, current.id);
      const changes = ACCESS_FIELDS.filter((f) => JSON.stringify(current[f] ?? null) !== JSON.stringify(data[f] ?? null));
      if (!changes.length) return;
      refuseSelf(req, current);
      const stillAdmin = data.role === 'admin' && data.status === 'active';
      if (isActiveAdminRole(current) && !stillAdmin && (await isLastActiveAdmin(tx, current))) refuseLastAdmin();
      if (current.status === 'invited' && data.status === 'active') {
        throw new HttpError(409, 'An invited administrator becomes active by accepting the invitation.', 'app.auth.invite_pending');
      }
      if (data.status === 'revoked') await endAccess(current);
    },
    async beforeDelete({ tx, current, req }) {
      refuseSelf(req, current);
      if (await isLastActiveAdmin(tx, current)) refuseLastAdmin();
      // In the delete's transaction: the sessions end with the record, or neither does.
      await endAccess(current);
    },
  });
}
