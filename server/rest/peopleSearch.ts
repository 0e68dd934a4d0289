import type { Request } from 'express';
import type { Store } from '../store/store';
import type { ListQuery } from '../store/listQuery';
import type { CollectionName } from '../../src/domain/collections';
import { personFields } from '../../src/domain/people';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';

/**
 * Lets `q` find records by the people they are about: the users whose name, username, email or
 * phone contains the text, through the collection's fields that point at users (a user's own
 * record through its id). Only for a caller who may read users: names are theirs to see.
 */
export function withPeopleSearch(store: Store, req: Request, collection: CollectionName, query: ListQuery): ListQuery {
  const fields = personFields(collection);
  if (!query.q || !fields.length || !hasPermission(req.admin, COLLECTION_ACCESS.users.read)) return query;
  // The users' person column of the search index holds their names, username, email and phone.
  const ids = new Set(store.searchIds('users', query.q, 'person').map(String));
  if (!ids.size) return query;
  return { ...query, qAlso: fields.map((field) => ({ field, ids })) };
}
