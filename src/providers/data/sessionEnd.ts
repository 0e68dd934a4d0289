import { HttpError } from 'react-admin';
import { setSignInNotice } from '../challengeStorage';
import { clearSession } from '../session';
import type { BackofficeDataProvider } from './types';

const SESSION_EXPIRED = 'app.auth.session_expired';

/**
 * A write the server refused with 401: the session ended before it (idle past the limit, access
 * revoked, signed out elsewhere) and nothing changed. react-admin turns a 401 that signs the admin
 * out into an empty *success* (its data-provider proxy resolves `{ data: {} }`), so a command's
 * "User verified" toast would show for a refusal; this error is passed through as a failure
 * instead (authProvider.checkError lets it by), with the catalogue key of its message as `code`.
 */
export class SessionEndedError extends HttpError {
  readonly sessionEnded = true;
  constructor() {
    super('Your session has expired. Please sign in again.', 401, { code: SESSION_EXPIRED });
  }
}

export function isSessionEnded(error: unknown): error is SessionEndedError {
  return !!error && typeof error === 'object' && (error as { sessionEnded?: unknown }).sessionEnded === true;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Ends the session in this tab (the sign-in page then says why; the app follows the session to
 * /signin, EntryRoutes) and refuses the write, so every caller's error path runs: no success
 * toast, no redirect as if saved, and a form keeps what was typed.
 */
function refuseAfterSessionEnd(error: unknown): never {
  if (statusOf(error) !== 401 || isSessionEnded(error)) throw error;
  setSignInNotice(SESSION_EXPIRED);
  clearSession();
  throw new SessionEndedError();
}

const WRITES = ['create', 'update', 'updateMany', 'delete', 'deleteMany', 'runAction'] as const;

/** The provider with every write (and every non-GET `request`) refused, not faked, once the session ended. */
export function refusingWritesAfterSessionEnd<P extends BackofficeDataProvider>(provider: P): P {
  const wrapped: P = { ...provider };
  for (const method of WRITES) {
    const write = provider[method] as (...args: unknown[]) => Promise<never>;
    (wrapped as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      write.apply(provider, args).catch(refuseAfterSessionEnd);
  }
  wrapped.request = <T>(path: string, init: { method?: string; body?: unknown } = {}) => {
    const reading = (init.method ?? (init.body === undefined ? 'GET' : 'POST')).toUpperCase() === 'GET';
    const sent = provider.request<T>(path, init);
    return reading ? sent : sent.catch(refuseAfterSessionEnd);
  };
  return wrapped;
}
