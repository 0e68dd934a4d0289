import path from 'node:path';
import { Router } from 'express';
import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import type { ActionHandlers } from '../actions/types';
import { adminActionHandlers } from '../actions/admins';
import { HttpError } from '../http/errors';
import { refuseQueryParameters } from '../rest/queryParameters';
import { routePermission } from '../http/routePermission';
import { importRoutes } from '../imports/importRoutes';
import { UploadStaging } from '../imports/uploads';
import { registerListWriteRules } from '../imports/listIntegrity';

/**
 * `routes(ctx)` is called without the auth module; `actionHandlers(ctx, auth)` receives it when
 * the app is composed, before any request, so the sessions endpoint looks it up by context.
 */
const authOf = new WeakMap<ServerContext, AuthModule>();

/** This area's domain-command handlers, by resource then action name. */
export function actionHandlers(ctx: ServerContext, auth: AuthModule): ActionHandlers {
  authOf.set(ctx, auth);
  return { admins: adminActionHandlers(auth) };
}

/** This area's endpoints other than plain REST (mounted under /api after the session check). */
export function routes(ctx: ServerContext, auth?: AuthModule): Router {
  if (auth) authOf.set(ctx, auth);
  registerListWriteRules();
  const router = Router();

  // An admin page lists that admin's live sessions (sign-in date, IP, device); never their tokens.
  router.get('/admins/:id/sessions', routePermission, (req, res, next) => {
    refuseQueryParameters(req);
    const answer = async () => {
      const admin = await ctx.store.get('admins', req.params.id);
      if (!admin) throw new HttpError(404, 'Not found.');
      const controls = authOf.get(ctx)?.controls;
      if (!controls) throw new Error('The auth module was not registered with the administration area');
      const sessions = (await controls.sessionsOf(Number(admin.id))).map((s) => ({ ...s, current: s.id === req.admin?.sessionId }));
      res.json({ sessions });
    };
    answer().catch(next);
  });

  // The addresses Block IP refused, newest first, with who blocked them: the Administrators screen lists them to unblock.
  router.get('/admins/blocked-ips', routePermission, (req, res, next) => {
    refuseQueryParameters(req);
    const controls = authOf.get(ctx)?.controls;
    if (!controls) throw new Error('The auth module was not registered with the administration area');
    controls.blockedIps().then((blocked) => res.json({ blockedIps: blocked.reverse() }), next);
  });

  router.use(importRoutes(ctx.store, new UploadStaging(path.join(ctx.config.dataDir, 'import-uploads'))));
  return router;
}
