import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import { AREAS } from '../areas';
import { helpChatRoutes } from './helpChat';
import { exportRoutes } from '../exports/exportRoute';
import { DeclaredRouter } from '../http/declaredRouter';

/**
 * Endpoints that are not one collection's REST (statistics, imports, help chat, ...).
 * They run after the session check; each checks its own permission.
 */
export function domainRoutes(ctx: ServerContext, auth: AuthModule): DeclaredRouter {
  const router = new DeclaredRouter();
  router.use(helpChatRoutes(ctx));
  router.use(exportRoutes(ctx));
  for (const area of AREAS) router.use(area.routes(ctx, auth));
  return router;
}
