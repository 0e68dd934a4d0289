import path from 'node:path';
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
import { DeclaredRouter } from '../http/declaredRouter';
import type { WriteRules } from '../rest/writeRules';

/** Plain REST writes to the lists keep the profiles that use their entries pointing at something. */
export function writeRules(rules: WriteRules): void {
  registerListWriteRules(rules);
}

/** This area's domain-command handlers, by resource then action name. */
export function actionHandlers(_ctx: ServerContext, auth: AuthModule): ActionHandlers {
  return { admins: adminActionHandlers(auth) };
}

/** This area's endpoints other than plain REST (mounted under /api after the session check). */
export function routes(ctx: ServerContext, auth: AuthModule): DeclaredRouter {
  const router = new DeclaredRouter();

  // An admin page lists that admin's live sessions (sign-in date, IP, device); never their tokens.
  router.get('/admins/:id/sessions', routePermission, (req, res, next) => {
    refuseQueryParameters(req);
    const answer = async () => {
      const admin = await ctx.store.get('admins', req.params.id);
      if (!admin) throw new HttpError(404, 'Not found.');
      const sessions = (await auth.controls.sessionsOf(Number(admin.id))).map((s) => ({ ...s, current: s.id === req.admin?.sessionId }));
      res.json({ sessions });
    };
    answer().catch(next);
  });

  // The addresses Block IP refused, newest first, with who blocked them: the Administrators screen lists them to unblock.
  router.get('/admins/blocked-ips', routePermission, (req, res, next) => {
    refuseQueryParameters(req);
    auth.controls.blockedIps().then((blocked) => res.json({ blockedIps: blocked.reverse() }), next);
  });

  router.use(importRoutes(ctx.store, new UploadStaging(path.join(ctx.config.dataDir, 'import-uploads'))));
  return router;
}
