import type { ZodType } from 'zod';
import { HttpError } from '../http/errors';
import { recordSizeErrors } from '../../src/domain/recordSize';

/** Validates with a shared schema; a failure is 400 with one message per field, as react-admin forms expect. */
export function validateOrThrow<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[[...issue.path, key].join('.')] = 'Unknown field.';
      continue;
    }
    const field = issue.path.join('.') || 'root';
    errors[field] ??= issue.message;
  }
  throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors });
}

/**
 * The whole record a write would store, refused with the same 400 when it is larger than
 * TEXT_LIMITS.recordBytes: every field may be within its own cap and the sum still too heavy
 * for the pages that list it. `sent` are the fields the client wrote; the largest is named.
 */
export function refuseOversizedRecord(record: Record<string, unknown>, sent: Iterable<string>): void {
  const errors = recordSizeErrors(record, sent);
  if (errors) throw new HttpError(400, 'Some fields are invalid.', 'app.errors.validation', { errors });
}
