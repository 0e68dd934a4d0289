/** What the API's error bodies look like (server/http/errors.ts), as react-admin's HttpError carries them. */
interface ApiError {
  status?: number;
  message?: string;
  body?: { code?: string; message?: string } & Record<string, unknown>;
}

/**
 * The catalogue key of a failed call: the server's `code` is a catalogue key
 * (app.errors.transition, app.moderation.errors.claimed_by_other, ...) and its English message
 * is the fallback (`_`) should the catalogue lack the key. The body's other plain values (the
 * order's `reference`, a `status`) are interpolated, so a refusal can say what it is about.
 */
export function describeError(error: unknown): { key: string; args: Record<string, unknown> } {
  const e = (error ?? {}) as ApiError;
  const fallback = e.body?.message ?? e.message ?? '';
  if (e.body?.code) {
    const details = Object.fromEntries(Object.entries(e.body).filter(([k, v]) => k !== 'code' && k !== 'message' && (typeof v === 'string' || typeof v === 'number')));
    return { key: e.body.code, args: { ...details, _: fallback } };
  }
  if (e.status === 403) return { key: 'app.errors.forbidden', args: {} };
  return { key: 'app.errors.server', args: {} };
}

/** The server's error code, if the call failed with one. */
export function errorCode(error: unknown): string | undefined {
  return (error as ApiError | null)?.body?.code;
}
