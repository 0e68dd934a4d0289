import { Router, type RequestHandler } from 'express';
import { routePermission } from './routePermission';

/** One route the app answers: method and path in OpenAPI's template form (`/api/{collection}`). */
export interface AnsweredRoute {
  method: string;
  path: string;
  /** `/users/:id/activity` as its router declares it, the key of ROUTE_PERMISSIONS (without the mount prefix). */
  routerPath: string;
  /** Its handlers include routePermission: its permission is ROUTE_PERMISSIONS's. */
  guarded: boolean;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * An Express router that lists what is declared on it: each route as it is added, and each router
 * mounted in it with its path. The app's routes are one tree of these (server/app.ts), so the
 * OpenAPI test and the document compare against the routes the app declared, not against
 * Express's private router stack.
 */
export class DeclaredRouter {
  /** What Express mounts. */
  readonly router = Router();
  readonly #routes: { method: Method; path: string; guarded: boolean }[] = [];
  readonly #mounted: { path: string; child: DeclaredRouter }[] = [];

  get(path: string, ...handlers: RequestHandler[]): this {
    return this.#declare('get', path, handlers);
  }
  post(path: string, ...handlers: RequestHandler[]): this {
    return this.#declare('post', path, handlers);
  }
  put(path: string, ...handlers: RequestHandler[]): this {
    return this.#declare('put', path, handlers);
  }
  patch(path: string, ...handlers: RequestHandler[]): this {
    return this.#declare('patch', path, handlers);
  }
  delete(path: string, ...handlers: RequestHandler[]): this {
    return this.#declare('delete', path, handlers);
  }

  /** Middleware and routers, in order, at the root or under `path`: `use(requireSession, accountRoutes)`. */
  use(...args: [string, ...(RequestHandler | DeclaredRouter)[]] | (RequestHandler | DeclaredRouter)[]): this {
    const path = typeof args[0] === 'string' ? args[0] : '';
    const parts = (typeof args[0] === 'string' ? args.slice(1) : args) as (RequestHandler | DeclaredRouter)[];
    for (const part of parts) if (part instanceof DeclaredRouter) this.#mounted.push({ path, child: part });
    const handlers = parts.map((part) => (part instanceof DeclaredRouter ? part.router : part));
    if (path) this.router.use(path, ...handlers);
    else this.router.use(...handlers);
    return this;
  }

  /** Every route declared here and in the routers mounted here, under `prefix`. */
  routes(prefix = ''): AnsweredRoute[] {
    return [
      ...this.#routes.map((r) => ({
        method: r.method.toUpperCase(),
        path: templated(prefix + r.path),
        routerPath: r.path,
        guarded: r.guarded,
      })),
      ...this.#mounted.flatMap(({ path, child }) => child.routes(prefix + path)),
    ];
  }

  #declare(method: Method, path: string, handlers: RequestHandler[]): this {
    this.#routes.push({ method, path, guarded: handlers.includes(routePermission) });
    this.router[method](path, ...handlers);
    return this;
  }
}

function templated(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}
