import { HttpError } from '../http/errors';

/**
 * What a constraint of the schema refused, as the caller is told it, whichever database refused
 * it: the domain's own checks should have caught it first, so it is a race between two requests
 * or a rule missing a check. Either way the change did not happen: a conflict, not a 500.
 */

/** A value two records may not share. `errors` puts the refusal on the form's field (react-admin's server-side validation). */
export function duplicateConflict(field: string | undefined): HttpError {
  return new HttpError(
    409,
    `Another record already has this ${field ?? 'value'}.`,
    'app.errors.duplicate',
    field ? { field, errors: { [field]: 'app.errors.taken' } } : {},
  );
}

/** A reference the change would break (a record others refer to, or one to a missing record). */
export function referenceConflict(): HttpError {
  return new HttpError(409, 'This change would leave a record referring to one that does not exist.', 'app.errors.reference_conflict');
}
