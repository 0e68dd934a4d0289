import type { AddressInfo } from 'node:net';
import express, { type Request } from 'express';
import type { AdminPrincipal } from '../../server/context';
import { errorHandler } from '../../server/http/errors';
import type { DeclaredRouter } from '../../server/http/declaredRouter';

/**
 * Routes under test in an Express app of their own, on a free loopback port: JSON bodies, the
 * signed-in admin set for each request by `adminOf` (the session middleware's job in the real
 * app), and the real error handler. For tests that need the routes without a server process.
 */
export async function serveRoutes(
  routes: DeclaredRouter,
  adminOf: (req: Request) => AdminPrincipal,
): Promise<{ base: string; close(): Promise<void> }> {
  const app = express();
  app.use(express.json());
  app.use((req, _res, next) => {
    req.admin = adminOf(req);
    next();
  });
  app.use('/api', routes.router);
  app.use(errorHandler(() => {}));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
