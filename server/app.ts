import type { Express } from 'express';
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
import { domainRoutes } from './endpoints';
import { AREAS } from './areas';
import { DeclaredRouter, type AnsweredRoute } from './http/declaredRouter';
import { WriteRules } from './rest/writeRules';
import { openApiRoute } from './openapi/route';

/** An app and what it was composed from: the routes it declared and the write rules its REST routes apply. */
export interface ComposedApp {
  app: Express;
  /** Every route under /api, as declared (the OpenAPI test compares the document with it). */
  routes: AnsweredRoute[];
  writeRules: WriteRules;
}

/**
 * The order here is the security model: headers, overrides refused, CORS, JSON-only
 * bodies, blocked IPs, then the public auth endpoints and the API's own description, then a session for everything
 * else, then the permission matrix, and only then our own REST routes: json-server's router
 * is not on the request path (it would honour `_embed`, `_expand` and `_delay`).
 * The routes and write rules are declared on registries this app owns: a second app built in the
 * same process starts from empty ones.
 */
export function createApp(ctx: ServerContext, auth: AuthModule): ComposedApp {
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

  const writeRules = new WriteRules();
  auth.writeRules(writeRules);
  for (const area of AREAS) area.writeRules(writeRules);

  const api = new DeclaredRouter();
  api.use(corsAllowlist(config.corsOrigins), noStore, requireJsonBody, jsonBodyParser(config.bodyLimit), requireObjectBody);
  api.use(auth.ipGuard);
  api.get('/health', (_req, res) => res.json({ ok: true }));
  api.get('/openapi.json', openApiRoute());
  api.use('/auth', auth.routes);
  api.use(auth.requireSession);
  api.use(domainRoutes(ctx, auth));
  api.use(collectionAccess);
  api.use(actionRoutes(store, allActionHandlers(ctx, auth), ctx.idempotency));
  api.use(listRoutes(store, ctx.reads));
  api.use(deleteRoute(store, writeRules));
  api.use(recordRoutes(store, writeRules, ctx.log));
  api.use((_req, res) => sendError(res, 404, 'Not found.'));

  if (config.logRequests) app.use(requestLog(ctx.log));
  app.use(securityHeaders(process.env.VITE_API_URL));
  app.use(compression({ threshold: 1024 }));
  app.use(refuseMethodOverride);
  app.use('/api', api.router);
  app.use(errorHandler(ctx.log));
  if (config.staticDir) serveBuiltApp(app, config.staticDir);
  return { app, routes: api.routes('/api'), writeRules };
}
