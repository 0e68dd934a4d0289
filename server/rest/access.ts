import type { RequestHandler } from 'express';
import { isCollection } from '../../src/domain/collections';
import { COLLECTION_ACCESS, hasPermission, type Permission } from '../../src/domain/permissions';
import { REST_CONVENTION, restMethods, type RestMethod } from '../../src/domain/restMethods';
import { HttpError } from '../http/errors';

/** `/users/3/actions/verify` and `/admins/actions/invite` are domain commands: they check their own permission. */
export function isActionPath(path: string): boolean {
  const parts = path.split('/');
  return parts[2] === 'actions' || parts[3] === 'actions';
}

/**
 * Every /api/<collection> request passes here: unknown collections are 404, and the
 * permission matrix decides reads and writes (403).
 */
export const collectionAccess: RequestHandler = (req, _res, next) => {
  const parts = req.path.split('/');
  const collection = parts[1];
  if (!collection || !isCollection(collection)) return next(new HttpError(404, 'Not found.'));
  if (isActionPath(req.path)) return next();
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  const needed: (Permission | null)[] = [isRead ? COLLECTION_ACCESS[collection].read : COLLECTION_ACCESS[collection].write];
  const child = parts[3];
  if (child !== undefined) {
    // Nested lists (/users/3/strikes) also need the right to read the child collection.
    if (!isRead || !isCollection(child) || parts.length > 4) return next(new HttpError(404, 'Not found.'));
    needed.push(COLLECTION_ACCESS[child].read);
  }
  if (needed.includes(null)) {
    const path = parts.length > 2 ? 'record' : 'list';
    // A method REST never gives this path is no route at all, as on every other collection.
    if (!REST_CONVENTION[path].includes(req.method as RestMethod)) return next(new HttpError(404, 'Not found.'));
    return next(
      new HttpError(405, `${collection} cannot be changed through the API.`, undefined, { allow: restMethods(collection)[path] }),
    );
  }
  if (!needed.every((p) => hasPermission(req.admin, p as Permission))) {
    return next(new HttpError(403, 'Your role does not allow this.', 'app.errors.forbidden'));
  }
  next();
};
