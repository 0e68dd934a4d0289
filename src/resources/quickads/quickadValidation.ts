/** Values the quick-ad form holds, as far as its cross-field rule needs them. */
interface ScheduleValues {
  whenToPost?: string | null;
  dueDate?: string | null;
}

/**
 * The ad is posted by its due date at the latest (the server applies the same rule).
 * Returns react-admin's form-level errors: field → catalogue key.
 */
export function validateQuickadSchedule(values: ScheduleValues): Record<string, string> {
  const { whenToPost, dueDate } = values;
  if (whenToPost && dueDate && Date.parse(whenToPost) > Date.parse(dueDate)) {
    return { whenToPost: 'app.content.quickads.post_after_due' };
  }
  return {};
}

/** datetime-local gives local wall-clock text; records keep UTC instants. */
export function toIsoInstant(value: string | null | undefined): string | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}
