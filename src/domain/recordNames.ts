import { isCollection, type CollectionName } from './collections';
import { fullName } from './people';

/**
 * How a record is named where another points at it (an export's cell, the audit log's target):
 * a person by name, a record with a name of its own by that field, and a record about a person
 * (a strike, a verification request) by that person, whose name the reader knows it by.
 */
export type RecordName = { kind: 'person' } | { kind: 'field'; field: string } | { kind: 'about'; personField: string };

const person = { kind: 'person' } as const;
const field = (name: string): RecordName => ({ kind: 'field', field: name });
const about = (personField: string): RecordName => ({ kind: 'about', personField });

export const RECORD_NAMES: Partial<Record<CollectionName, RecordName>> = {
  users: person,
  admins: person,
  orders: field('reference'),
  quickads: field('title'),
  'support-tickets': field('subject'),
  'restricted-words': field('text'),
  referrals: field('code'),
  countries: field('name'),
  languages: field('name'),
  'user-categories': field('name'),
  'services-offered': field('name'),
  'help-items': field('title'),
  'verification-requests': about('userId'),
  strikes: about('userId'),
  suspensions: about('userId'),
  reports: about('reportedUserId'),
  'flagged-chats': about('sentByUserId'),
  'user-requests': about('userId'),
  'error-reports': about('reportedByUserId'),
  'commission-rates': about('userId'),
  media: about('userId'),
  'wallet-transactions': about('userId'),
  'quickad-applicants': about('userId'),
  'payment-details': about('userId'),
};

/** A person's name, else their email: what a cell writes for a user or an administrator. */
export function personName(record: Readonly<Record<string, unknown>>): string | undefined {
  return fullName(record) || (typeof record.email === 'string' ? record.email : undefined);
}

/** The name of a record named by itself (a person, a field); undefined for one named by its person, or unnamed. */
export function ownName(collection: CollectionName, record: Readonly<Record<string, unknown>>): string | undefined {
  const how = RECORD_NAMES[collection];
  if (how?.kind === 'person') return personName(record);
  if (how?.kind === 'field') {
    const value = record[how.field];
    return typeof value === 'string' && value ? value : undefined;
  }
  return undefined;
}

/**
 * The collection a field names (the audit log's `resource`): a collection as it is; `auth`, which
 * sign-in events are recorded under with the administrator's id, the administrators.
 */
export function namedCollection(name: unknown): CollectionName | undefined {
  if (name === 'auth') return 'admins';
  return typeof name === 'string' && isCollection(name) ? name : undefined;
}
