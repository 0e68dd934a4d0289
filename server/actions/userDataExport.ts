import { REFERENCES } from '../../src/domain/references';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';
import { audit } from '../audit';
import { HttpError } from '../http/errors';
import { routePermission } from '../http/routePermission';
import type { Reads, Rec, Store } from '../store/store';
import { DeclaredRouter } from '../http/declaredRouter';

/** The audit action of a download; fulfilling a data request needs one (userRequests.ts). */
export const EXPORT_AUDIT_ACTION = 'export_user_data';

/** Reports name the person who reported; that is the reporter's data, not the reported user's. */
const LEFT_OUT = new Set(['reports.reportedUserId']);

/** Staff-only working fields: who handled what and the moderators' own notes. */
function withoutStaffFields(rec: Rec): Record<string, unknown> {
  return Object.fromEntries(Object.entries(rec).filter(([k]) => !k.endsWith('AdminId') && k !== 'adminNotes' && k !== 'claimExpiresAt'));
}

/**
 * Everything the marketplace holds about one user that the caller may read: the profile and every
 * record that points at it. Collections the permission matrix denies the caller (payment details
 * and wallet rows for Tech Support; the profile itself, `user: null`, without users.read) are left
 * out and named in `withheld`, so the file says it is partial.
 */
export async function userDataExport(
  store: Reads,
  userId: number,
  requestId: number,
  now: string,
  mayRead: (collection: string) => boolean,
) {
  const user = await store.get('users', userId);
  if (!user) throw new HttpError(409, 'The account of this request no longer exists.', 'app.moderation.errors.user_missing');
  const records: Record<string, Record<string, unknown>[]> = {};
  const withheld = new Set<string>();
  for (const { collection, field } of REFERENCES.users ?? []) {
    if (LEFT_OUT.has(`${collection}.${field}`)) continue;
    if (!mayRead(collection)) {
      withheld.add(collection);
      continue;
    }
    const rows = await store.where(collection, { [field]: userId });
    const seen = new Set((records[collection] ?? []).map((r) => r.id));
    records[collection] = [...(records[collection] ?? []), ...rows.filter((r) => !seen.has(r.id)).map(withoutStaffFields)];
  }
  // The profile is the users collection's: a role that may not read users gets the rest only.
  if (!mayRead('users')) withheld.add('users');
  return { exportedAt: now, requestId, user: mayRead('users') ? withoutStaffFields(user) : null, records, withheld: [...withheld] };
}

/**
 * GET /user-requests/:id/export: the user's data as a JSON file, for a data request. Each
 * download is audited (it hands personal data out of the platform).
 */
export function userDataExportRoutes(store: Store): DeclaredRouter {
  const router = new DeclaredRouter();
  router.get('/user-requests/:id/export', routePermission, async (req, res, next) => {
    try {
      const request = await store.get('user-requests', req.params.id);
      if (!request) throw new HttpError(404, 'Not found.');
      if (request.type !== 'data_request')
        throw new HttpError(409, 'Only a data request has an export.', 'app.moderation.errors.not_a_data_request');
      const mayRead = (collection: string) =>
        Object.hasOwn(COLLECTION_ACCESS, collection) && hasPermission(req.admin, COLLECTION_ACCESS[collection].read);
      // Read from what is committed, outside the audit's transaction: gathering every record of
      // the user there would hold every other write back, and nothing is written from it.
      const body = await userDataExport(store, Number(request.userId), Number(request.id), store.nowIso(), mayRead);
      await store.transaction((tx) =>
        audit(tx, req, { action: EXPORT_AUDIT_ACTION, resource: 'user-requests', recordId: request.id, before: null, after: null }),
      );
      res.setHeader('Content-Disposition', `attachment; filename="user-${request.userId}-data.json"`);
      res.json(body);
    } catch (e) {
      next(e);
    }
  });
  return router;
}
