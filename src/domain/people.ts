import type { CollectionName } from './collections';
import { REFERENCES } from './references';
import { foldForSearch, phoneDigits } from './search';

/** The fields of a collection that point at a user: a search finds its records by that person. */
export function personFields(collection: CollectionName): string[] {
  if (collection === 'users') return ['id'];
  return (REFERENCES.users ?? []).filter((r) => r.collection === collection).map((r) => r.field);
}

/** Where the person a record is about is not its first field pointing at users (a report's: the reported user). */
const SUBJECT_FIELDS: Partial<Record<CollectionName, string>> = { reports: 'reportedUserId' };

/**
 * The field naming the person a collection's record is about, as its list's user column shows
 * them (a strike's user, a flagged message's sender), or undefined when none points at a user.
 */
export function subjectField(collection: string): string | undefined {
  if (collection === 'users') return undefined;
  return SUBJECT_FIELDS[collection as CollectionName] ?? personFields(collection as CollectionName)[0];
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
 * What a person is found by, folded as search compares text (foldForSearch): first name, last
 * name, the full name as people type it, either way round ("param talwar", "talwar param"),
 * profile name, username, email, and phone both as stored and as digits only (personQueryText
 * turns a typed number into digits). Parts are kept apart so a search never matches across two.
 */
export function personSearchText(user: Person): string {
  const first = String(user.firstName ?? '');
  const last = String(user.lastName ?? '');
  const phone = typeof user.phone === 'string' ? user.phone : '';
  const parts = [
    user.firstName,
    user.lastName,
    `${first} ${last}`,
    `${last} ${first}`,
    user.profileName,
    user.username,
    user.email,
    phone,
    phoneDigits(phone),
  ];
  return foldForSearch(parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join('\u0001'));
}
