import type { Express, RequestHandler } from 'express';
import { routePermission } from '../http/routePermission';

/** One route the Express app answers: method and path in OpenAPI's template form (`/api/{collection}`). */
export interface AnsweredRoute {
  method: string;
  path: string;
  /** `/users/:id/activity` as the router writes it, the key of ROUTE_PERMISSIONS (without the mount prefix). */
  routerPath: string;
  /** Its handlers include routePermission: its permission is ROUTE_PERMISSIONS's. */
  guarded: boolean;
}

interface Layer {
  route?: { path: string | RegExp; methods: Record<string, boolean>; stack: { handle: RequestHandler }[] };
  name: string;
  regexp: RegExp & { fast_slash?: boolean };
  handle: { stack?: Layer[] };
}

/**
 * Every route registered on the app, read from Express's own router stack: a router mounted
 * with `app.use('/api', router)` keeps its prefix only as a regular expression, turned back into
 * a path here. This is how the OpenAPI test proves the document names every route the server has.
 */
export function answeredRoutes(app: Express): AnsweredRoute[] {
  const out: AnsweredRoute[] = [];
  const stack = (app as unknown as { _router: { stack: Layer[] } })._router.stack;
  walk(stack, '', out);
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function walk(stack: Layer[], prefix: string, out: AnsweredRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      if (typeof layer.route.path !== 'string') continue;
      const path = templated(prefix + layer.route.path);
      const guarded = layer.route.stack.some((l) => l.handle === routePermission);
      for (const method of Object.keys(layer.route.methods)) {
        if (method !== '_all') out.push({ method: method.toUpperCase(), path, routerPath: layer.route.path, guarded });
      }
    } else if (layer.name === 'router' && layer.handle.stack) {
      walk(layer.handle.stack, prefix + mountPath(layer.regexp), out);
    }
  }
}

/** `/^\/api\/?(?=\/|$)/i` → `/api`; the root mount → ''. */
function mountPath(regexp: RegExp & { fast_slash?: boolean }): string {
  if (regexp.fast_slash) return '';
  const m = /^\^(.*?)\\\/\?\(\?=\\\/\|\$\)$/.exec(regexp.source);
  if (!m) throw new Error(`A mount path the route table cannot read: ${regexp.source}`);
  return m[1].replace(/\\\//g, '/');
}

function templated(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}
