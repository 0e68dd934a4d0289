/** What the API's error bodies look like (server/http/errors.ts), as react-admin's HttpError carries them. */
interface ApiError {
  status?: number;
  message?: string;
  body?: ApiErrorBody;
}

interface ApiErrorBody {
  code?: unknown;
  message?: unknown;
  referenced?: { entry: string; users: number }[];
  [key: string]: unknown;
}

/**
 * The catalogue arguments of a refusal: its plain values (the order's `reference`, a `status`,
 * `users`, lists of names as one line) and, for "still used" refusals, the entries as one
 * readable line with their count for pluralisation; a count of users or invalid rows picks the plural.
 */
function errorArgs(body: ApiErrorBody): Record<string, string | number> {
  const args: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(body)) {
    if (k === 'code' || k === 'message') continue;
    if (typeof v === 'string' || typeof v === 'number') args[k] = v;
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) args[k] = v.join(', ');
  }
  if (Array.isArray(body.referenced)) {
    args.entries = body.referenced.map((r) => `${r.entry} (${r.users})`).join(', ');
    args.smart_count = body.referenced.length;
  }
  if (typeof body.users === 'number') args.smart_count = body.users;
  // An import's "3 rows are invalid": the count of invalid rows picks the plural.
  else if (typeof body.invalid === 'number') args.smart_count = body.invalid;
  return args;
}

/**
 * The catalogue key of a failed call: the server's `code` is a catalogue key
 * (app.errors.transition, app.moderation.errors.claimed_by_other, ...) and its English message
 * is the fallback (`_`) should the catalogue lack the key.
 */
export function describeError(error: unknown, fallbackKey = 'app.errors.server'): { key: string; args: Record<string, string | number> } {
  const e = (error ?? {}) as ApiError;
  const body = e.body && typeof e.body === 'object' ? e.body : {};
  const fallback = typeof body.message === 'string' ? body.message : (e.message ?? '');
  if (typeof body.code === 'string') return { key: body.code, args: { ...errorArgs(body), _: fallback } };
  if (e.status === 403) return { key: 'app.errors.forbidden', args: {} };
  return { key: fallbackKey, args: {} };
}

/** The server's error code, if the call failed with one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as ApiError | null)?.body?.code;
  return typeof code === 'string' ? code : undefined;
}
