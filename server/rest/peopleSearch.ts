import type { Request } from 'express';
import type { Store, Rec } from '../store/store';
import type { ListQuery } from '../store/listQuery';
import type { CollectionName } from '../../src/domain/collections';
import { personFields, personSearchText } from '../../src/domain/people';
import { COLLECTION_ACCESS, hasPermission } from '../../src/domain/permissions';

/** Each user's search text, rebuilt when the record's version moves on. */
const texts = new WeakMap<Rec, { version: unknown; text: string }>();

function textOf(user: Rec): string {
  const cached = texts.get(user);
  if (cached && cached.version === user.version) return cached.text;
  const text = personSearchText(user as Parameters<typeof personSearchText>[0]);
  texts.set(user, { version: user.version, text });
  return text;
}

/**
 * Lets `q` find records by the people they are about: the users whose name, username, email or
 * phone contains the text, through the collection's fields that point at users (a user's own
 * record through its id). Only for a caller who may read users: names are theirs to see.
 */
export function withPeopleSearch(store: Store, req: Request, collection: CollectionName, query: ListQuery): ListQuery {
  const fields = personFields(collection);
  if (!query.q || !fields.length || !hasPermission(req.admin, COLLECTION_ACCESS.users.read)) return query;
  const q = query.q;
  const ids = new Set<string>();
  for (const user of store.all('users')) if (textOf(user).includes(q)) ids.add(String(user.id));
  if (!ids.size) return query;
  return { ...query, qAlso: fields.map((field) => ({ field, ids })) };
}
