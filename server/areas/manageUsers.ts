import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import type { ActionHandlers } from '../actions/types';
import { routePermission } from '../http/routePermission';
import { HttpError } from '../http/errors';
import { userActionHandlers } from '../actions/users';
import { verificationRequestActionHandlers } from '../actions/verificationRequests';
import { reportActionHandlers } from '../actions/reports';
import { suspensionActionHandlers } from '../actions/suspensions';
import { strikeActionHandlers } from '../actions/strikes';
import { userActivity } from '../actions/userActivity';
import { registerManageUsersWriteRules } from '../actions/manageUsersWriteRules';
import { DeclaredRouter } from '../http/declaredRouter';
import type { WriteRules } from '../rest/writeRules';

/** Plain REST writes to users and their records obey the same rules as the commands. */
export function writeRules(rules: WriteRules): void {
  registerManageUsersWriteRules(rules);
}

/** This area's domain-command handlers, by resource then action name. */
export function actionHandlers(_ctx: ServerContext, _auth: AuthModule): ActionHandlers {
  return {
    users: userActionHandlers,
    'verification-requests': verificationRequestActionHandlers,
    reports: reportActionHandlers,
    suspensions: suspensionActionHandlers,
    strikes: strikeActionHandlers,
  };
}

const MAX_ACTIVITY_PAGE = 200;

/** This area's endpoints other than plain REST (mounted under /api after the session check). */
export function routes(ctx: ServerContext, _auth: AuthModule): DeclaredRouter {
  const router = new DeclaredRouter();
  // The user page's activity timeline: the audit log is auditLog.read, which Employees lack.
  router.get('/users/:id/activity', routePermission, (req, res, next) => {
    const answer = async () => {
      const user = await ctx.store.get('users', req.params.id);
      if (!user) throw new HttpError(404, 'Not found.');
      const start = pageBound(req.query._start, 0);
      const end = Math.min(pageBound(req.query._end, start + 50), start + MAX_ACTIVITY_PAGE);
      const entries = await userActivity(ctx.store, req, Number(user.id));
      res.setHeader('X-Total-Count', String(entries.length));
      res.json(entries.slice(start, Math.max(start, end)));
    };
    answer().catch(next);
  });
  return router;
}

function pageBound(value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new HttpError(400, 'Paging bounds must be non-negative integers.', 'app.errors.bad_query');
  return n;
}
