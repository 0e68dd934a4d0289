import type { RequestHandler } from 'express';
import { hasPermission } from '../../src/domain/permissions';
import { routePermissions } from '../../src/domain/routePermissions';
import { HttpError } from './errors';

/**
 * The permission check of a route outside plain REST and the commands, first among its handlers:
 * `router.get('/users/by-country', routePermission, …)`. The permissions are looked up in
 * ROUTE_PERMISSIONS by the route's own method and path, the table openapi.json's `x-permission`
 * is written from; a route missing there is refused to everyone (500), never let through. The
 * route table (DeclaredRouter, server/http/declaredRouter.ts) recognises this handler to prove every guarded
 * route has its entry.
 */
export const routePermission: RequestHandler = (req, _res, next) => {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const needed = routePermissions(`${method} ${String((req.route as { path: unknown }).path)}`);
  if (!needed) return next(new Error(`${method} ${String((req.route as { path: unknown }).path)} has no entry in ROUTE_PERMISSIONS`));
  if (!needed.some((p) => hasPermission(req.admin, p)))
    return next(new HttpError(403, 'Your role does not allow this.', 'app.errors.forbidden'));
  next();
};
