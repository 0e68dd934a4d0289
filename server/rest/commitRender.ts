import type { Request, Response } from 'express';
import type { Store, Rec } from '../store/store';
import { audit } from '../audit';
import { sendError } from '../http/errors';

/**
 * Replaces json-server's `router.render`: a write the router applied is journaled
 * (with its audit entry, in one line) before the response leaves, so every 2xx is on disk.
 */
export function commitRender(store: Store, log: (msg: string) => void) {
  return async (req: Request, res: Response): Promise<void> => {
    const data = res.locals.data as Rec | undefined;
    const kind = res.locals.writeKind as 'create' | 'update' | undefined;
    if (res.statusCode === 404 || !data || (typeof data === 'object' && !Object.keys(data).length && req.method === 'GET')) {
      return sendError(res, 404, 'Not found.');
    }
    if (kind && res.statusCode < 300) {
      const collection = res.locals.collection as string;
      try {
        await store.transaction((tx) => {
          tx.adopt(collection, data, kind);
          audit(tx, req, { action: kind, resource: collection, recordId: data.id, before: res.locals.before ?? null, after: data });
        });
      } catch (e) {
        log(`Write to ${collection} could not be made durable: ${(e as Error).message}`);
        return sendError(res, 500, 'The change could not be saved.', 'app.errors.server');
      }
    }
    res.json(data);
  };
}
