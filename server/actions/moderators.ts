import { routePermission } from '../http/routePermission';
import type { Store } from '../store/store';
import { DeclaredRouter } from '../http/declaredRouter';

/**
 * GET /moderators: every administrator's display name, so moderation screens can say who holds
 * a flagged chat or reviewed it without the right to manage administrators; `isMe` marks the caller.
 */
export function moderatorRoutes(store: Store): DeclaredRouter {
  const router = new DeclaredRouter();
  router.get('/moderators', routePermission, async (req, res, next) => {
    try {
      const data = (await store.all('admins')).map((a) => ({
        id: a.id,
        name: `${String(a.firstName ?? '')} ${String(a.lastName ?? '')}`.trim(),
        isMe: a.id === req.admin!.id,
      }));
      res.json({ data });
    } catch (e) {
      next(e);
    }
  });
  return router;
}
