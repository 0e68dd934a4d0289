import { z } from 'zod';
import type { ServerContext } from '../context';
import type { AuthModule } from '../auth';
import type { ActionHandlers } from '../actions/types';
import { UPLOAD_CHUNK_BYTES, UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '../../src/domain/uploads';
import { routePermission } from '../http/routePermission';
import { validateOrThrow } from '../rest/validate';
import { registerSupportTicketWriteRules, supportTicketHandlers } from '../actions/supportTickets';
import { quickadApplicantHandlers, quickadHandlers, registerQuickadWriteRules } from '../actions/quickads';
import { mediaHandlers, registerMediaWriteRules } from '../actions/media';
import { DeclaredRouter } from '../http/declaredRouter';
import type { WriteRules } from '../rest/writeRules';

/** Plain REST writes to tickets, quick ads and media obey the same rules as their commands. */
export function writeRules(rules: WriteRules): void {
  registerSupportTicketWriteRules(rules);
  registerQuickadWriteRules(rules);
  registerMediaWriteRules(rules);
}

/** This area's domain-command handlers, by resource then action name. */
export function actionHandlers(_ctx: ServerContext, _auth: AuthModule): ActionHandlers {
  return {
    'support-tickets': supportTicketHandlers,
    quickads: quickadHandlers,
    'quickad-applicants': quickadApplicantHandlers,
    media: mediaHandlers,
  };
}

export const beginUploadBody = z
  .object({ contentType: z.enum(UPLOAD_CONTENT_TYPES), size: z.number().int().min(1).max(UPLOAD_MAX_BYTES) })
  .strict();
export const chunkBody = z
  .object({
    offset: z.number().int().min(0),
    data: z
      .string()
      .max(Math.ceil(UPLOAD_CHUNK_BYTES / 3) * 4)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/),
  })
  .strict();

/** This area's endpoints other than plain REST (mounted under /api after the session check). */
export function routes(ctx: ServerContext, _auth: AuthModule): DeclaredRouter {
  const router = new DeclaredRouter();
  const { uploads } = ctx;

  // The globe: how many users live in each country (ISO-2 code), largest first.
  router.get('/users/by-country', routePermission, (_req, res, next) => {
    const answer = async () => {
      const counts = await ctx.store.countBy('users', 'country');
      const countries = [...counts]
        .map(([code, count]) => ({ code, count }))
        .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
      res.json({ total: await ctx.store.count('users'), countries });
    };
    answer().catch(next);
  });

  // Media files of the platform's quick ads: begin, then send the bytes in order (see docs/api/content.md).
  router.post('/uploads', routePermission, (req, res, next) => {
    const body = validateOrThrow(beginUploadBody, req.body);
    uploads
      .begin(req.admin!.id, body.contentType, body.size)
      .then((begun) => res.status(201).json(begun))
      .catch(next);
  });
  router.post('/uploads/:uploadId', routePermission, (req, res, next) => {
    const body = validateOrThrow(chunkBody, req.body);
    uploads
      .append(req.admin!.id, String(req.params.uploadId), body.offset, Buffer.from(body.data, 'base64'))
      .then((result) => res.status('url' in result ? 201 : 200).json(result))
      .catch(next);
  });
  router.get('/uploads/:file', routePermission, (req, res, next) => {
    uploads.serve(req, res, next);
  });

  return router;
}
