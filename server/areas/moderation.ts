import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import type { ActionHandlers } from '../actions/types';
import type { WriteRules } from '../rest/writeRules';
import { errorReportHandlers, errorReportWriteRule } from '../actions/errorReports';
import { flaggedChatHandlers, flaggedChatWriteRule } from '../actions/flaggedChats';
import { moderatorRoutes } from '../actions/moderators';
import { restrictedWordRoutes, restrictedWordWriteRule } from '../actions/restrictedWords';
import { userDataExportRoutes } from '../actions/userDataExport';
import { userRequestHandlers, userRequestWriteRule } from '../actions/userRequests';
import { DeclaredRouter } from '../http/declaredRouter';

/** Plain REST writes to these collections obey the same rules as the commands. */
export function writeRules(rules: WriteRules): void {
  rules.add('restricted-words', restrictedWordWriteRule);
  rules.add('flagged-chats', flaggedChatWriteRule);
  rules.add('user-requests', userRequestWriteRule);
  rules.add('error-reports', errorReportWriteRule);
}

/** Flagged Chats, User Requests and Errors Reported commands (the Threat Library is plain REST). */
export function actionHandlers(_ctx: ServerContext, _auth: AuthModule): ActionHandlers {
  return {
    'flagged-chats': flaggedChatHandlers,
    'user-requests': userRequestHandlers,
    'error-reports': errorReportHandlers,
  };
}

/** Test a phrase, the data-request export and the moderators' names (mounted under /api after the session check). */
export function routes(ctx: ServerContext, _auth: AuthModule): DeclaredRouter {
  const router = new DeclaredRouter();
  router.use(restrictedWordRoutes(ctx.store));
  router.use(userDataExportRoutes(ctx.store));
  router.use(moderatorRoutes(ctx.store));
  return router;
}
