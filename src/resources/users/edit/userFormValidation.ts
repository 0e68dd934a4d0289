import type { z } from 'zod';
import { userCreateSchema } from '../../../domain/entities/users';

/** The fields an administrator edits on the form; statuses and strikes change only through commands. */
export const EDITABLE_USER_FIELDS = [
  'firstName',
  'lastName',
  'profileName',
  'username',
  'dateOfBirth',
  'gender',
  'accountType',
  'email',
  'phone',
  'country',
  'state',
  'city',
  'zip',
  'basedIn',
  'languages',
  'occupation',
  'category',
  'subcategory',
  'tags',
  'bio',
  'avatarUrl',
  'introVideoUrl',
  'musicUrl',
] as const;

const MASK = Object.fromEntries(EDITABLE_USER_FIELDS.map((f) => [f, true])) as { [K in (typeof EDITABLE_USER_FIELDS)[number]]: true };

/** The server's rules for these fields: the same zod schema it validates the update with. */
export const userEditSchema = userCreateSchema.pick(MASK);

/** Fields whose format has its own explanation in the catalogue (what a valid value looks like). */
const FORMAT_HINTS = new Set([
  'username',
  'dateOfBirth',
  'email',
  'phone',
  'country',
  'languages',
  'avatarUrl',
  'introVideoUrl',
  'musicUrl',
]);

function messageFor(field: string, issue: z.core.$ZodIssue): string {
  if (issue.code === 'too_small' || (issue.code === 'invalid_type' && issue.input === undefined)) return 'ra.validation.required';
  if (FORMAT_HINTS.has(field)) return `app.manageUsers.validation.${field}`;
  return 'app.manageUsers.validation.invalid';
}

/**
 * react-admin form-level validation from the shared zod schema: one catalogue key per invalid
 * field, so the form refuses exactly what the server would refuse (its 400 messages, should they
 * differ, are shown beside the fields too).
 */
export function validateUserForm(values: Record<string, unknown>): Record<string, string> {
  const picked = Object.fromEntries(EDITABLE_USER_FIELDS.map((f) => [f, values[f]]));
  const result = userEditSchema.safeParse(picked);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'root');
    errors[field] ??= messageFor(field, issue);
  }
  return errors;
}
