import type { CollectionName } from './collections';
import { REFERENCES } from './references';

/** The fields of a collection that point at a user: a search finds its records by that person. */
export function personFields(collection: CollectionName): string[] {
  if (collection === 'users') return ['id'];
  return (REFERENCES.users ?? []).filter((r) => r.collection === collection).map((r) => r.field);
}

/** A person's (user's or administrator's) name as every screen writes it: first and last name. */
export function fullName(person: object | null | undefined): string {
  if (!person) return '';
  const { firstName, lastName } = person as { firstName?: unknown; lastName?: unknown };
  return `${String(firstName ?? '')} ${String(lastName ?? '')}`.trim();
}

interface Person {
  firstName?: unknown;
  lastName?: unknown;
  profileName?: unknown;
  username?: unknown;
  email?: unknown;
  phone?: unknown;
}

/**
 * What a person is found by, lower-cased: first name, last name, the full name as people type it
 * ("param talwar"), profile name, username, email and phone. Parts are kept apart so a search
 * never matches across two of them.
 */
export function personSearchText(user: Person): string {
  const parts = [
    user.firstName,
    user.lastName,
    `${String(user.firstName ?? '')} ${String(user.lastName ?? '')}`,
    user.profileName,
    user.username,
    user.email,
    user.phone,
  ];
  return parts
    .filter((p) => typeof p === 'string' && p.trim() !== '')
    .join('\u0001')
    .toLowerCase();
}
