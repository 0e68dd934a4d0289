import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import type { Rec } from '../store/store';
import type { AuthCore } from './core';
import type { ChallengePurpose } from './authRecords';
import { ADMINS, findByIdentifier, identifierKey, toPublicAdmin } from './adminRecords';
import { clientIp } from './guards';
import { handle, maskEmail } from './handle';
import { auditAuthEvent } from './auditTrail';
import { challengeBody, codeBody, forgotBody, loginBody } from './bodies';
import { passwordResetRoutes } from './passwordResetRoutes';
import { takeCodeLimited } from './codeChecks';
import { DECOY_PURPOSES } from './otp';
import { DeclaredRouter } from '../http/declaredRouter';

function invalidCredentials(): HttpError {
  return new HttpError(401, 'The email, phone or password is incorrect.', 'app.auth.invalid_credentials');
}

function accessRevoked(): HttpError {
  return new HttpError(403, 'Your access to the back-office has been revoked.', 'app.auth.access_revoked');
}

/** A resend is possible for every code a screen asks for; invites are re-sent by an admin. */
const RESENDABLE: readonly ChallengePurpose[] = ['sign_in', 'password_reset', 'change_password', 'change_email'];

/** The public endpoints: everything a browser without a session may call. */
export function signInRoutes(core: AuthCore): DeclaredRouter {
  const router = new DeclaredRouter();
  const { store } = core;

  router.post(
    '/login',
    handle(async (req, res) => {
      const { identifier, password } = validateOrThrow(loginBody, req.body);
      const ip = clientIp(req);
      // Counted under what was typed, an admin's or not, so the limits answer both alike.
      const key = identifierKey(identifier);
      const admin = await findByIdentifier(store, identifier);
      const { ok, attempt } = await core.checkPassword(key, ip, password, await core.passwordHashOf(admin ? Number(admin.id) : undefined));
      const active = admin?.status === 'active';
      if (ok && !active) {
        // The right password of a revoked account: answered and counted as a wrong one (who is an
        // administrator is no one's to learn here); the audit log, written after the answer, keeps the truth.
        const adminId = Number(admin!.id);
        core.afterAnswer(res, 'The audit of a refused sign-in', () =>
          store.transaction((tx) =>
            auditAuthEvent(tx, { actorId: adminId, action: 'sign_in_refused', resource: 'auth', recordId: adminId, ip }),
          ),
        );
      }
      // Unknown account, no password yet (invited), revoked and wrong password all get the same answer.
      if (!ok || !active) throw invalidCredentials();
      await attempt.succeeded();
      // The code goes to the admin as the transaction that issues it reads them: revoked or given
      // another address during the check, they get no code at the old one.
      const { challenge, code } = await store.transaction(async (tx) => {
        const current = await tx.get(ADMINS, admin!.id);
        if (current?.status !== 'active') throw invalidCredentials();
        return core.challenges.issue({ adminId: Number(current.id), purpose: 'sign_in', to: String(current.email), limitKey: key });
      });
      await core.deliver(challenge, code);
      res.json({ ...core.challenges.ticket(challenge), destination: maskEmail(challenge.to) });
    }),
  );

  router.post(
    '/verify-otp',
    handle(async (req, res) => {
      const { challengeId, code } = validateOrThrow(codeBody, req.body);
      const ip = clientIp(req);
      const { challenge, key } = await takeCodeLimited(core, ip, challengeId, code, ['sign_in']);
      // The code is used up even when the admin may no longer sign in; the session opens with
      // the admin's record as this transaction reads it, still active.
      const { token, updated } = await store.transaction(async (tx) => {
        const admin = await tx.get(ADMINS, challenge.adminId);
        if (!admin || admin.status !== 'active') throw accessRevoked();
        await core.limiter.succeed(key!, ip);
        const { token, session } = await core.sessions.create(Number(admin.id), ip, String(req.headers['user-agent'] ?? ''));
        const after: Rec = await tx.update(ADMINS, admin.id, { lastSignInAt: session.createdAt });
        await auditAuthEvent(tx, { actorId: Number(admin.id), action: 'sign_in', resource: 'auth', recordId: Number(admin.id), ip });
        return { token, updated: after };
      });
      res.json({ token, admin: toPublicAdmin(updated) });
    }),
  );

  router.post(
    '/resend-otp',
    handle(async (req, res) => {
      const { challengeId } = validateOrThrow(challengeBody, req.body);
      const result = await core.challenges.resend(challengeId, RESENDABLE);
      if (!('code' in result)) return res.json(result);
      // A code a decoy could stand for is mailed after the answer, as when it was first asked for.
      if (DECOY_PURPOSES.includes(result.challenge.purpose)) core.deliverAfterAnswer(res, result.challenge, result.code);
      else await core.deliver(result.challenge, result.code);
      res.json(core.challenges.ticket(result.challenge));
    }),
  );

  router.post(
    '/forgot-password',
    handle(async (req, res) => {
      const { identifier } = validateOrThrow(forgotBody, req.body);
      // The same key for known and unknown identifiers, so the limit itself tells nothing.
      const key = identifierKey(identifier);
      await core.forgotLimiter.begin(key, clientIp(req));
      // One transaction, for a real code and a decoy alike (the same steps): the live code and the
      // admin are looked up where the new code is issued, so a parallel ask finds the one issued
      // here, and the code goes to an address that is the admin's when it is issued.
      const issued = await store.transaction(async (tx) => {
        // Asking again within the resend wait re-uses the code already sent (or the decoy) instead of mailing another.
        const live = await core.challenges.liveTicket(key, 'password_reset');
        if (live && live.resendAfter > 0) return live;
        const admin = await findByIdentifier(tx, identifier);
        if (!admin || admin.status !== 'active') return core.challenges.issueDecoy({ limitKey: key, purpose: 'password_reset' });
        return core.challenges.issue({ adminId: Number(admin.id), purpose: 'password_reset', to: String(admin.email), limitKey: key });
      });
      if (!('challenge' in issued)) return res.status(202).json(issued);
      // After the answer: neither the mail's time nor its failure may tell an admin's address from another.
      core.deliverAfterAnswer(res, issued.challenge, issued.code);
      res.status(202).json(core.challenges.ticket(issued.challenge));
    }),
  );

  router.use(passwordResetRoutes(core));
  return router;
}
