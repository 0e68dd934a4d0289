import { ageBracketFor, userSchema, type AgeBracket } from '../../src/domain/entities/users';
import type { Rec } from '../store/store';
import { validateOrThrow } from '../rest/validate';

/**
 * The profile fields a verification request may carry in `newInfo` and that verifying it
 * writes to the user. Status, strikes, reviews and the like are never taken from a request.
 */
export const VERIFIABLE_FIELDS = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'country',
  'username',
  'profileName',
  'gender',
  'phone',
  'email',
  'city',
  'state',
  'zip',
] as const;

/** Whole years from a YYYY-MM-DD birth date to the instant `now` (ISO). */
export function ageOn(dateOfBirth: string, now: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const at = new Date(now);
  let age = at.getUTCFullYear() - by;
  const beforeBirthday = at.getUTCMonth() + 1 < bm || (at.getUTCMonth() + 1 === bm && at.getUTCDate() < bd);
  if (beforeBirthday) age--;
  return age;
}

export function ageBracketOn(dateOfBirth: string, now: string): AgeBracket {
  return ageBracketFor(ageOn(dateOfBirth, now));
}

/**
 * The patch that applies a request's `newInfo` to the user: only the verifiable fields that
 * differ, with the age bracket following a new date of birth. Refused (400) if the result would
 * not be a valid user.
 */
export function profilePatchFrom(newInfo: Record<string, string>, user: Rec, now: string): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const field of VERIFIABLE_FIELDS) {
    if (field in newInfo && newInfo[field] !== user[field]) patch[field] = newInfo[field];
  }
  if (typeof patch.dateOfBirth === 'string') patch.ageBracket = ageBracketOn(patch.dateOfBirth, now);
  if (Object.keys(patch).length) validateOrThrow(userSchema, { ...user, ...patch });
  return patch;
}
