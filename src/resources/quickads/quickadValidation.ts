/** Values the quick-ad form holds, as far as its cross-field rule needs them. */
interface ScheduleValues {
  whenToPost?: string | null;
  dueDate?: string | null;
}

/**
 * The ad is posted by its due date at the latest (the server applies the same rule). An input
 * validator of whenToPost, not a form-level one: react-hook-form runs either the form's function or
 * the inputs' validators, and a form-level check silenced every `required()` of the form, so an
 * empty date reached the server and came back as zod's wording.
 */
export function postedByDueDate(whenToPost: string | null | undefined, values: ScheduleValues): string | undefined {
  const { dueDate } = values;
  if (whenToPost && dueDate && Date.parse(whenToPost) > Date.parse(dueDate)) return 'app.content.quickads.post_after_due';
  return undefined;
}

/** datetime-local gives local wall-clock text; records keep UTC instants. */
export function toIsoInstant(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
