import { Router } from 'express';
import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import type { Rec } from '../store/store';
import type { AuthCore } from './core';
import type { ChallengePurpose } from './authState';
import { ADMINS, accountKey, findByIdentifier, identifierKey, toPublicAdmin } from './adminRecords';
import { clientIp } from './guards';
import { handle, maskEmail } from './handle';
import { auditAuthEvent } from './auditTrail';
import { challengeBody, codeBody, forgotBody, loginBody } from './bodies';
import { passwordResetRoutes } from './passwordResetRoutes';
import { takeCodeLimited } from './codeChecks';

function invalidCredentials(): HttpError {
  return new HttpError(401, 'The email, phone or password is incorrect.', 'app.auth.invalid_credentials');
}

export function accessRevoked(): HttpError {
  return new HttpError(403, 'Your access to the back-office has been revoked.', 'app.auth.access_revoked');
}

/** A resend is possible for every code a screen asks for; invites are re-sent by an admin. */
const RESENDABLE: readonly ChallengePurpose[] = ['sign_in', 'password_reset', 'change_password', 'change_email'];

/** The public endpoints: everything a browser without a session may call. */
export function signInRoutes(core: AuthCore): Router {
  const router = Router();
  const { store } = core;

  router.post(
    '/login',
    handle(async (req, res) => {
      const { identifier, password } = validateOrThrow(loginBody, req.body);
      const ip = clientIp(req);
      const admin = findByIdentifier(store, identifier);
      const { ok, attempt } = await core.checkPassword(admin ? accountKey(admin) : identifierKey(identifier), ip, password, admin ? core.passwordHashOf(Number(admin.id)) : undefined);
      // Unknown account, no password yet (invited) and wrong password all get the same answer.
      if (!ok || !admin || admin.status === 'invited') throw invalidCredentials();
      attempt.succeeded();
      if (admin.status !== 'active') throw accessRevoked();
      const { challenge, code } = core.challenges.issue({ adminId: Number(admin.id), purpose: 'sign_in', to: String(admin.email) });
      await core.deliver(challenge, code);
      res.json({ ...core.challenges.ticket(challenge), destination: maskEmail(challenge.to) });
    }),
  );

  router.post(
    '/verify-otp',
    handle(async (req, res) => {
      const { challengeId, code } = validateOrThrow(codeBody, req.body);
      const ip = clientIp(req);
      const { admin, key } = takeCodeLimited(core, ip, challengeId, code, ['sign_in']);
      if (!admin || admin.status !== 'active') throw accessRevoked();
      core.limiter.succeed(key!, ip);
      const { token, session } = core.sessions.create(Number(admin.id), ip, String(req.headers['user-agent'] ?? ''));
      const updated = await store.transaction((tx) => {
        const after: Rec = tx.update(ADMINS, admin.id, { lastSignInAt: session.createdAt });
        auditAuthEvent(tx, { actorId: Number(admin.id), action: 'sign_in', resource: 'auth', recordId: Number(admin.id), ip });
        return after;
      });
      res.json({ token, admin: toPublicAdmin(updated) });
    }),
  );

  router.post(
    '/resend-otp',
    handle(async (req, res) => {
      const { challengeId } = validateOrThrow(challengeBody, req.body);
      const result = core.challenges.resend(challengeId, RESENDABLE);
      if ('code' in result) {
        await core.deliver(result.challenge, result.code);
        return res.json(core.challenges.ticket(result.challenge));
      }
      res.json(result);
    }),
  );

  router.post(
    '/forgot-password',
    handle(async (req, res) => {
      const { identifier } = validateOrThrow(forgotBody, req.body);
      // The same key for known and unknown identifiers, so the limit itself tells nothing.
      const key = identifierKey(identifier);
      await core.forgotLimiter.begin(key, clientIp(req));
      const admin = findByIdentifier(store, identifier);
      if (!admin || admin.status !== 'active') return res.status(202).json(core.challenges.issueDecoy(key, 'password_reset'));
      const live = core.challenges.latest(Number(admin.id), 'password_reset');
      // Asking again within the resend wait re-uses the code already sent instead of mailing another.
      if (live && core.challenges.ticket(live).resendAfter > 0) return res.status(202).json(core.challenges.ticket(live));
      const { challenge, code } = core.challenges.issue({ adminId: Number(admin.id), purpose: 'password_reset', to: String(admin.email) });
      // A delivery failure must not answer differently from an unknown account.
      await core.deliver(challenge, code).catch(() => undefined);
      res.status(202).json(core.challenges.ticket(challenge));
    }),
  );

  router.use(passwordResetRoutes(core));
  return router;
}
