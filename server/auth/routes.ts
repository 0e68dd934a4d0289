import { type RequestHandler } from 'express';
import type { AuthCore } from './core';
import { signInRoutes } from './signInRoutes';
import { accountRoutes } from './accountRoutes';
import { credentialRoutes } from './credentialRoutes';
import { DeclaredRouter } from '../http/declaredRouter';

/** /api/auth: the public sign-in endpoints, the photo files, then the session-only account endpoints. */
export function authRouter(core: AuthCore, requireSession: RequestHandler): DeclaredRouter {
  const router = new DeclaredRouter();
  router.use(signInRoutes(core));
  router.get('/photos/:file', core.photos.serve);
  router.use(requireSession, accountRoutes(core), credentialRoutes(core));
  return router;
}
