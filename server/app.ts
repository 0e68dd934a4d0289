import express, { type Express } from 'express';
import compression from 'compression';
import jsonServer from 'json-server';
import type { ServerContext } from './context';
import type { AuthModule } from './auth';
import { securityHeaders } from './http/securityHeaders';
import { refuseMethodOverride, requireJsonBody, jsonBodyParser, requireObjectBody, noStore } from './http/hardening';
import { corsAllowlist } from './http/cors';
import { errorHandler, sendError } from './http/errors';
import { serveBuiltApp } from './http/staticApp';
import { requestLog } from './http/requestLog';
import { collectionAccess } from './rest/access';
import { listRoutes } from './rest/listRoutes';
import { deleteRoute } from './rest/deleteRoute';
import { recordRoutes } from './rest/recordRoutes';
import { actionRoutes } from './actions/actionRoute';
import { allActionHandlers } from './actions';
import { domainRoutes } from './routes';
import { openApiRoute } from './openapi/route';

/**
 * The order here is the security model: headers, overrides refused, CORS, JSON-only
 * bodies, blocked IPs, then the public auth endpoints and the API's own description, then a session for everything
 * else, then the permission matrix, and only then our own REST routes: json-server's router
 * is not on the request path (it would honour `_embed`, `_expand` and `_delay`).
 */
export function createApp(ctx: ServerContext, auth: AuthModule): Express {
  const { config, store } = ctx;
  const app = jsonServer.create();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // A count of hops, not `true`: the address our last proxy appended to X-Forwarded-For, never the
  // first entry, which the client writes itself and could change on every request to escape the
  // per-address sign-in limits.
  app.set('trust proxy', config.trustProxy > 0 ? config.trustProxy : false);
  app.set('json replacer', undefined);
  // json-server's create() pretty-prints every answer (two spaces): a fifth of a record's bytes.
  app.set('json spaces', undefined);

  if (config.logRequests) app.use(requestLog(ctx.log));
  app.use(securityHeaders(process.env.VITE_API_URL));
  app.use(compression({ threshold: 1024 }));
  app.use(refuseMethodOverride);
  app.use('/api', corsAllowlist(config.corsOrigins), noStore, requireJsonBody, jsonBodyParser(config.bodyLimit), requireObjectBody);
  app.use('/api', auth.ipGuard);
  app.get('/api/health', (_req, res) => res.json({ ok: true }));
  app.get('/api/openapi.json', openApiRoute());
  app.use('/api/auth', auth.router);
  app.use('/api', auth.requireSession);
  app.use('/api', domainRoutes(ctx));
  app.use('/api', collectionAccess);
  app.use('/api', actionRoutes(store, allActionHandlers(ctx, auth), ctx.idempotency));
  app.use('/api', listRoutes(store, ctx.reads));
  app.use('/api', deleteRoute(store));
  app.use('/api', recordRoutes(store, ctx.log));
  app.use('/api', (_req: express.Request, res: express.Response) => sendError(res, 404, 'Not found.'));
  app.use(errorHandler(ctx.log));
  if (config.staticDir) serveBuiltApp(app, config.staticDir);
  return app;
}
