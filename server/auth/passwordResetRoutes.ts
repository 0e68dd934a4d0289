import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import type { Rec } from '../store/store';
import type { AuthCore } from './core';
import { ADMINS, findByEmail, identifierKey } from './adminRecords';
import { clientIp } from './guards';
import { handle } from './handle';
import { assertStrongPassword } from './passwords';
import { auditAuthEvent } from './auditTrail';
import { acceptInviteBody, codeBody, resetBody } from './bodies';
import { checkCodeLimited, takeCodeLimited } from './codeChecks';
import { DeclaredRouter } from '../http/declaredRouter';

function codeExpired(): HttpError {
  return new HttpError(400, 'This code has expired or was already used. Request a new one.', 'app.auth.otp_expired');
}

/** Invited, and the invitation not past its end. */
function pendingInvite(admin: Rec): boolean {
  return admin.status === 'invited' && typeof admin.inviteExpiresAt === 'string' && Date.parse(admin.inviteExpiresAt) > Date.now();
}

function inviteInvalid(): HttpError {
  return new HttpError(400, 'This invitation is invalid or has expired. Ask an administrator for a new one.', 'app.auth.invite_invalid');
}

/** Setting a password without a session: after forgot-password, or when accepting an invite. */
export function passwordResetRoutes(core: AuthCore): DeclaredRouter {
  const router = new DeclaredRouter();
  const { store } = core;

  // Lets /verify-otp tell a wrong reset code at once; the code stays valid for reset-password.
  router.post(
    '/check-reset-code',
    handle(async (req, res) => {
      const { challengeId, code } = validateOrThrow(codeBody, req.body);
      await checkCodeLimited(core, clientIp(req), challengeId, code, ['password_reset']);
      res.status(204).end();
    }),
  );

  router.post(
    '/reset-password',
    handle(async (req, res) => {
      const { challengeId, code, newPassword } = validateOrThrow(resetBody, req.body);
      // Rules first: a weak password must not use up the code.
      assertStrongPassword(newPassword);
      const ip = clientIp(req);
      // Used up before the hash below, so a parallel reset with the same code is refused. If the
      // hash then fails (the password worker answers 503 busy), the code stays used and the admin
      // asks for a new one: handing it back would reopen that race.
      const { admin, key } = await takeCodeLimited(core, ip, challengeId, code, ['password_reset']);
      if (!admin || admin.status !== 'active') throw codeExpired();
      // Hashed outside the transaction: every other write would wait for the worker meanwhile.
      const hash = await core.passwords.hash(newPassword);
      await store.transaction(async (tx) => {
        // Still active once hashed: a revocation meanwhile is not undone by a new password.
        const current = await tx.get(ADMINS, admin.id);
        if (current?.status !== 'active') throw codeExpired();
        await core.setPasswordHash(Number(admin.id), hash);
        // Whoever knew the old password is signed out everywhere.
        await core.sessions.revokeAllOf(Number(admin.id));
        await core.limiter.succeed(key!, ip);
        await auditAuthEvent(tx, { actorId: Number(admin.id), action: 'password_reset', resource: 'auth', recordId: Number(admin.id), ip });
      });
      res.status(204).end();
    }),
  );

  router.post(
    '/accept-invite',
    handle(async (req, res) => {
      const body = validateOrThrow(acceptInviteBody, req.body);
      assertStrongPassword(body.newPassword);
      const ip = clientIp(req);
      const admin = await findByEmail(store, body.email);
      const invite = admin && pendingInvite(admin) ? await core.challenges.latest(Number(admin.id), 'invite') : undefined;
      if (!admin || !invite) {
        await core.limiter.fail(null, ip);
        throw inviteInvalid();
      }
      await core.limiter.assertAllowed(identifierKey(body.email), ip);
      // Used up before the hash, as in reset-password: if the hash then fails (503 busy), the
      // invitee asks an administrator to send the invite again.
      await takeCodeLimited(core, ip, invite.id, body.code, ['invite']);
      // Hashed outside the transaction: every other write would wait for the worker meanwhile.
      const hash = await core.passwords.hash(body.newPassword);
      await store.transaction(async (tx) => {
        // Still a pending invitation once hashed: one voided or revoked meanwhile is not accepted.
        const current = await tx.get(ADMINS, admin.id);
        if (!current || !pendingInvite(current)) throw inviteInvalid();
        await core.setPasswordHash(Number(admin.id), hash);
        const before = { ...current };
        const after = await tx.update(ADMINS, admin.id, {
          status: 'active',
          inviteExpiresAt: null,
          ...(body.firstName ? { firstName: body.firstName } : {}),
          ...(body.lastName ? { lastName: body.lastName } : {}),
        });
        await auditAuthEvent(tx, {
          actorId: Number(admin.id),
          action: 'accept_invite',
          resource: 'admins',
          recordId: Number(admin.id),
          ip,
          before,
          after,
        });
      });
      res.status(204).end();
    }),
  );

  return router;
}
