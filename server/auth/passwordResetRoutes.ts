import { Router } from 'express';
import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import type { AuthCore } from './core';
import { ADMINS, findByEmail, identifierKey } from './adminRecords';
import { clientIp } from './guards';
import { handle } from './handle';
import { assertStrongPassword } from './passwords';
import { auditAuthEvent } from './auditTrail';
import { acceptInviteBody, codeBody, resetBody } from './bodies';
import { checkCodeLimited, takeCodeLimited } from './codeChecks';

function inviteInvalid(): HttpError {
  return new HttpError(400, 'This invitation is invalid or has expired. Ask an administrator for a new one.', 'app.auth.invite_invalid');
}

/** Setting a password without a session: after forgot-password, or when accepting an invite. */
export function passwordResetRoutes(core: AuthCore): Router {
  const router = Router();
  const { store } = core;

  // Lets /verify-otp tell a wrong reset code at once; the code stays valid for reset-password.
  router.post(
    '/check-reset-code',
    handle((req, res) => {
      const { challengeId, code } = validateOrThrow(codeBody, req.body);
      checkCodeLimited(core, clientIp(req), challengeId, code, ['password_reset']);
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
      // Used up before the hash below yields the event loop, so a parallel reset with the same
      // code is refused. If the hash then fails (the password worker answers 503 busy), the code
      // stays used and the admin asks for a new one: handing it back would reopen that race.
      const { admin, key } = takeCodeLimited(core, ip, challengeId, code, ['password_reset']);
      if (!admin || admin.status !== 'active') throw new HttpError(400, 'This code has expired or was already used. Request a new one.', 'app.auth.otp_expired');
      const hash = await core.passwords.hash(newPassword);
      core.setPasswordHash(Number(admin.id), hash);
      // Whoever knew the old password is signed out everywhere.
      core.sessions.revokeAllOf(Number(admin.id));
      core.limiter.succeed(key!, ip);
      await store.transaction((tx) => auditAuthEvent(tx, { actorId: Number(admin.id), action: 'password_reset', resource: 'auth', recordId: Number(admin.id), ip }));
      res.status(204).end();
    }),
  );

  router.post(
    '/accept-invite',
    handle(async (req, res) => {
      const body = validateOrThrow(acceptInviteBody, req.body);
      assertStrongPassword(body.newPassword);
      const ip = clientIp(req);
      const admin = findByEmail(store, body.email);
      const stillValid = admin?.status === 'invited' && typeof admin.inviteExpiresAt === 'string' && Date.parse(admin.inviteExpiresAt) > Date.now();
      const invite = admin && stillValid ? core.challenges.latest(Number(admin.id), 'invite') : undefined;
      if (!admin || !invite) {
        core.limiter.fail(null, ip);
        throw inviteInvalid();
      }
      core.limiter.assertAllowed(identifierKey(body.email), ip);
      // Used up before the hash yields, as in reset-password: if the hash then fails (503 busy),
      // the invitee asks an administrator to send the invite again.
      takeCodeLimited(core, ip, invite.id, body.code, ['invite']);
      const hash = await core.passwords.hash(body.newPassword);
      core.setPasswordHash(Number(admin.id), hash);
      await store.transaction((tx) => {
        const before = { ...admin };
        const after = tx.update(ADMINS, admin.id, {
          status: 'active',
          inviteExpiresAt: null,
          ...(body.firstName ? { firstName: body.firstName } : {}),
          ...(body.lastName ? { lastName: body.lastName } : {}),
        });
        auditAuthEvent(tx, { actorId: Number(admin.id), action: 'accept_invite', resource: 'admins', recordId: Number(admin.id), ip, before, after });
      });
      res.status(204).end();
    }),
  );

  return router;
}
