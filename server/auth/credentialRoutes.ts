import { type Request } from 'express';
import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import type { AuthCore } from './core';
import type { ChallengePurpose } from './authRecords';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';
import { ADMINS, findByEmail, identifierKey, normalizeEmail, toPublicAdmin } from './adminRecords';
import { clientIp } from './guards';
import { handle, maskEmail } from './handle';
import { assertStrongPassword } from './passwords';
import { auditAuthEvent } from './auditTrail';
import { changeEmailBody, changePasswordBody, codeBody } from './bodies';
import { takeCodeLimited } from './codeChecks';
import { currentAdmin } from './accountRoutes';
import { DeclaredRouter } from '../http/declaredRouter';

function emailTaken(): HttpError {
  return new HttpError(409, 'Another administrator already uses this email address.', 'app.account.email_taken');
}

/**
 * Change Password and Change Email, in two steps: the first checks the current password and
 * mails a code, the second applies the change only once the server accepts that code.
 */
export function credentialRoutes(core: AuthCore): DeclaredRouter {
  const router = new DeclaredRouter();
  const { store } = core;

  /** The current password, counted like a sign-in with the email (the same counts) so a stolen session cannot guess it freely. */
  const assertCurrentPassword = async (req: Request, password: string) => {
    const admin = await currentAdmin(core, req);
    const { ok, attempt } = await core.checkPassword(
      identifierKey(String(admin.email)),
      clientIp(req),
      password,
      await core.passwordHashOf(Number(admin.id)),
    );
    if (!ok) {
      throw new HttpError(400, 'The current password is incorrect.', 'app.account.password_incorrect', {
        errors: { currentPassword: 'The current password is incorrect.' },
      });
    }
    await attempt.succeeded();
    return admin;
  };

  /** The challenge of the signed-in admin with the right code, used up at once; or the error to show. */
  const confirm = async (req: Request, purpose: ChallengePurpose) => {
    const { challengeId, code } = validateOrThrow(codeBody, req.body);
    if (!(await core.challenges.ownedBy(challengeId, [purpose], req.admin!.id))) {
      throw new HttpError(400, 'This code has expired or was already used. Request a new one.', 'app.auth.otp_expired');
    }
    const { challenge } = await takeCodeLimited(core, clientIp(req), challengeId, code, [purpose]);
    return challenge;
  };

  router.post(
    '/change-password',
    handle(async (req, res) => {
      const { currentPassword, newPassword } = validateOrThrow(changePasswordBody, req.body);
      assertStrongPassword(newPassword);
      const admin = await assertCurrentPassword(req, currentPassword);
      const passwordHash = await core.passwords.hash(newPassword);
      const { challenge, code } = await core.challenges.issue({
        adminId: Number(admin.id),
        purpose: 'change_password',
        to: String(admin.email),
        limitKey: identifierKey(String(admin.email)),
        data: { passwordHash },
      });
      await core.deliver(challenge, code);
      res.json({ ...core.challenges.ticket(challenge), destination: maskEmail(challenge.to) });
    }),
  );

  router.post(
    '/change-password/confirm',
    handle(async (req, res) => {
      const challenge = await confirm(req, 'change_password');
      const me = req.admin!;
      await store.transaction(async (tx) => {
        await core.setPasswordHash(me.id, challenge.data!.passwordHash!);
        // Other devices signed in with the old password are signed out; this one stays.
        await core.sessions.revokeAllOf(me.id, me.sessionId);
        await auditAuthEvent(tx, { actorId: me.id, action: 'change_password', resource: 'auth', recordId: me.id, ip: clientIp(req) });
      });
      res.status(204).end();
    }),
  );

  router.post(
    '/change-email',
    handle(async (req, res) => {
      const body = validateOrThrow(changeEmailBody, req.body);
      // The password first: without it nothing about the new address is looked at, so a taken one answers as a free one.
      const admin = await assertCurrentPassword(req, body.currentPassword);
      const newEmail = normalizeEmail(body.newEmail);
      if (normalizeEmail(String(admin.email)) === newEmail) {
        throw new HttpError(400, 'This is already your email address.', 'app.account.email_same', {
          errors: { newEmail: 'This is already your email address.' },
        });
      }
      const limitKey = identifierKey(String(admin.email));
      const destination = maskEmail(newEmail);
      // The address is looked up in the transaction that issues the code (a decoy's the same steps).
      const issued = await store.transaction(async (tx) => {
        if (await findByEmail(tx, newEmail)) {
          // Who may list the administrators is told; anyone else gets a free address's answer and no
          // code (docs/decisions/0059-nothing-tells-who-is-an-administrator.md).
          if (hasPermission(req.admin!, COLLECTION_ACCESS.admins.read)) throw emailTaken();
          return core.challenges.issueDecoy({ limitKey, purpose: 'change_email', adminId: Number(admin.id) });
        }
        return core.challenges.issue({ adminId: Number(admin.id), purpose: 'change_email', to: newEmail, limitKey, data: { newEmail } });
      });
      if (!('challenge' in issued)) return res.json({ ...issued, destination });
      // The code goes to the new address (that proves the admin can read it), after the answer as a decoy sends none.
      core.deliverAfterAnswer(res, issued.challenge, issued.code);
      res.json({ ...core.challenges.ticket(issued.challenge), destination });
    }),
  );

  router.post(
    '/change-email/confirm',
    handle(async (req, res) => {
      const challenge = await confirm(req, 'change_email');
      const newEmail = challenge.data!.newEmail!;
      // The address is checked free in the transaction that takes it.
      const updated = await store.transaction(async (tx) => {
        const admin = await currentAdmin(core, req, tx);
        const holder = await findByEmail(tx, newEmail);
        // The code is used up even so: this change can no longer happen, and starting again says why.
        if (holder && holder.id !== admin.id) throw emailTaken();
        const before = { ...admin };
        const after = await tx.update(ADMINS, admin.id, { email: newEmail });
        await auditAuthEvent(tx, {
          actorId: req.admin!.id,
          action: 'change_email',
          resource: 'admins',
          recordId: Number(admin.id),
          ip: clientIp(req),
          before,
          after,
        });
        return after;
      });
      res.json({ admin: toPublicAdmin(updated) });
    }),
  );

  return router;
}
