/** What the API's error bodies look like (server/http/errors.ts). */
interface ApiError {
  status?: number;
  message?: string;
  body?: { code?: string; message?: string };
}

/**
 * The catalogue key and fallback text of a failed command: the server's `code` is a catalogue
 * key (app.errors.forbidden, app.errors.transition, ...); its message is the fallback.
 */
export function describeError(error: unknown): { key: string; args: Record<string, unknown> } {
  const e = (error ?? {}) as ApiError;
  const fallback = e.body?.message ?? e.message ?? '';
  if (e.body?.code) return { key: e.body.code, args: { _: fallback } };
  if (e.status === 403) return { key: 'app.errors.forbidden', args: {} };
  return { key: 'app.errors.server', args: {} };
}
