import type { Request } from 'express';
import type { StoreReader } from '../store/storeReader';
import type { ListQuery } from '../store/listQuery';
import type { CollectionName } from '../../src/domain/collections';
import { personFields } from '../../src/domain/people';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';

/**
 * Whether `q` may also find a collection's records by the people they are about: only for a
 * caller who may read users (names are theirs to see), on a collection with fields that point at users.
 */
export function mayFindByPeople(req: Request, collection: CollectionName): boolean {
  return personFields(collection).length > 0 && hasPermission(req.admin, COLLECTION_ACCESS.users.read);
}

/**
 * Lets `q` find records by the people they are about: the users whose name, username, email or
 * phone contains the text, through the collection's fields that point at users (a user's own
 * record through its id).
 */
export function withPeopleSearch(reader: Pick<StoreReader, 'searchIds'>, collection: CollectionName, query: ListQuery): ListQuery {
  if (!query.q) return query;
  // The users' person column of the search index holds their names, username, email and phone.
  return withPeopleIds(collection, query, reader.searchIds('users', query.q, 'person'));
}

/** withPeopleSearch once the people whose names or contacts hold `q` are known (`peopleIds`). */
export function withPeopleIds(collection: CollectionName, query: ListQuery, peopleIds: readonly number[]): ListQuery {
  const ids = new Set(peopleIds.map(String));
  if (!ids.size) return query;
  return { ...query, qAlso: personFields(collection).map((field) => ({ field, ids })) };
}
