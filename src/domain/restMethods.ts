import type { CollectionName } from './collections';
import { ENTITIES } from './entities';
import { COLLECTION_ACCESS } from './permissions';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RestPath = 'list' | 'record';

/** The methods REST gives a collection's path (`/api/<c>`, `/api/<c>/{id}`); any other method there is no route (404). */
export const REST_CONVENTION: Record<RestPath, readonly RestMethod[]> = {
  list: ['GET', 'POST'],
  record: ['GET', 'PUT', 'PATCH', 'DELETE'],
};

/**
 * The methods of REST_CONVENTION a collection serves. A collection nobody writes through REST
 * (write `null`) is read only; one whose records commands or the server create takes no POST.
 * The convention's other methods are answered 405 with these in `Allow` (server/rest), and
 * openapi.json describes each of those 405s from the same answer.
 */
export function restMethods(collection: CollectionName): Record<RestPath, readonly RestMethod[]> {
  const writable = COLLECTION_ACCESS[collection].write !== null;
  const creatable = writable && ENTITIES[collection].createdBy === 'client';
  return { list: creatable ? ['GET', 'POST'] : ['GET'], record: writable ? ['GET', 'PUT', 'PATCH', 'DELETE'] : ['GET'] };
}
