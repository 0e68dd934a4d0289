import { useCallback } from 'react';
import { useNotify } from 'react-admin';

interface ApiErrorBody {
  code?: unknown;
  message?: unknown;
  referenced?: { entry: string; users: number }[];
  [key: string]: unknown;
}

/**
 * The catalogue arguments of a server refusal: its scalar fields (users, entry, ...) and, for
 * "still used" refusals, the entries as one readable line.
 */
export function apiErrorArgs(body: ApiErrorBody): Record<string, string | number> {
  const args: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(body)) {
    if (typeof v === 'string' || typeof v === 'number') args[k] = v;
    else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) args[k] = v.join(', ');
  }
  if (Array.isArray(body.referenced)) {
    args.entries = body.referenced.map((r) => `${r.entry} (${r.users})`).join(', ');
    args.smart_count = body.referenced.length;
  }
  if (typeof body.users === 'number') args.smart_count = body.users;
  return args;
}

/** The catalogue key and arguments of an API error; the server's own message is the fallback text. */
export function describeApiError(error: unknown, fallbackKey = 'app.errors.server'): { key: string; args: Record<string, string | number> } {
  const e = error as { message?: string; body?: ApiErrorBody } | undefined;
  const body = e?.body && typeof e.body === 'object' ? e.body : {};
  const key = typeof body.code === 'string' ? body.code : fallbackKey;
  const fallback = typeof body.message === 'string' ? body.message : e?.message;
  return { key, args: { ...apiErrorArgs(body), ...(fallback ? { _: fallback } : {}) } };
}

/** Toasts a refusal of the API (403, 409, ...) in the admin's language. */
export function useNotifyApiError(): (error: unknown, fallbackKey?: string) => void {
  const notify = useNotify();
  return useCallback(
    (error: unknown, fallbackKey?: string) => {
      const { key, args } = describeApiError(error, fallbackKey);
      notify(key, { type: 'error', messageArgs: args });
    },
    [notify],
  );
}
