import { type Request } from 'express';
import { HttpError } from '../http/errors';
import { validateOrThrow } from '../rest/validate';
import type { Reads, Rec } from '../store/store';
import type { AuthCore } from './core';
import { ADMINS, toPublicAdmin } from './adminRecords';
import { clientIp } from './guards';
import { handle } from './handle';
import { auditAuthEvent } from './auditTrail';
import { photoBody } from './bodies';
import { DeclaredRouter } from '../http/declaredRouter';

/**
 * The signed-in admin's record (requireSession ran before, so it existed and was active), read
 * through `reads`: the transaction that writes on it, when one does.
 */
export async function currentAdmin(core: AuthCore, req: Request, reads: Reads = core.store): Promise<Rec> {
  const admin = await reads.get(ADMINS, req.admin!.id);
  if (!admin) throw new HttpError(401, 'Please sign in to access this application.', 'app.auth.sign_in_required');
  return admin;
}

/** The signed-in admin's own account: profile, sessions, photo. */
export function accountRoutes(core: AuthCore): DeclaredRouter {
  const router = new DeclaredRouter();
  const { store } = core;

  router.get(
    '/me',
    handle(async (req, res) => {
      res.json({ admin: toPublicAdmin(await currentAdmin(core, req)) });
    }),
  );

  router.post(
    '/logout',
    handle(async (req, res) => {
      const me = req.admin!;
      await store.transaction(async (tx) => {
        await core.sessions.end(me.sessionId);
        await auditAuthEvent(tx, { actorId: me.id, action: 'sign_out', resource: 'auth', recordId: me.id, ip: clientIp(req) });
      });
      res.status(204).end();
    }),
  );

  router.get(
    '/sessions',
    handle(async (req, res) => {
      res.json({ sessions: await core.sessions.list(req.admin!.id, req.admin!.sessionId) });
    }),
  );

  // "Sign out all devices": this one included.
  router.delete(
    '/sessions',
    handle(async (req, res) => {
      const me = req.admin!;
      const ended = await store.transaction(async (tx) => {
        const ended = await core.sessions.revokeAllOf(me.id);
        await auditAuthEvent(tx, { actorId: me.id, action: 'sign_out_all', resource: 'auth', recordId: me.id, ip: clientIp(req) });
        return ended;
      });
      res.json({ ended });
    }),
  );

  router.delete(
    '/sessions/:id',
    handle(async (req, res) => {
      const me = req.admin!;
      const ended = await core.sessions.end(String(req.params.id), me.id);
      if (!ended) throw new HttpError(404, 'Not found.');
      res.status(204).end();
    }),
  );

  const setAvatar = async (req: Request, avatar: string | null) => {
    // The photo replaced is the one the transaction replaces: a parallel change's file is not left behind.
    const { previous, updated } = await store.transaction(async (tx) => {
      const admin = await currentAdmin(core, req, tx);
      const before = { ...admin };
      const after = await tx.update(ADMINS, admin.id, { avatar });
      await auditAuthEvent(tx, {
        actorId: req.admin!.id,
        action: 'change_photo',
        resource: 'admins',
        recordId: Number(admin.id),
        ip: clientIp(req),
        before,
        after,
      });
      return { previous: admin.avatar, updated: after };
    });
    core.photos.remove(previous);
    return updated;
  };

  router.post(
    '/photo',
    handle(async (req, res) => {
      const { dataUrl } = validateOrThrow(photoBody, req.body);
      const avatar = core.photos.save(dataUrl);
      try {
        res.json({ admin: toPublicAdmin(await setAvatar(req, avatar)) });
      } catch (e) {
        core.photos.remove(avatar);
        throw e;
      }
    }),
  );

  router.delete(
    '/photo',
    handle(async (req, res) => {
      res.json({ admin: toPublicAdmin(await setAvatar(req, null)) });
    }),
  );

  return router;
}
