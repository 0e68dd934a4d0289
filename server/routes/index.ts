import { Router } from 'express';
import type { ServerContext } from '../context';
import * as manageUsers from '../areas/manageUsers';
import * as moderation from '../areas/moderation';
import * as money from '../areas/money';
import * as administration from '../areas/administration';
import * as content from '../areas/content';
import { helpChatRoutes } from './helpChat';
import { exportRoutes } from '../exports/exportRoute';

/**
 * Endpoints that are not one collection's REST (statistics, imports, help chat, ...).
 * They run after the session check; each checks its own permission.
 */
export function domainRoutes(ctx: ServerContext): Router {
  const router = Router();
  router.use(helpChatRoutes(ctx));
  router.use(exportRoutes(ctx));
  for (const area of [manageUsers, moderation, money, administration, content]) router.use(area.routes(ctx));
  return router;
}
