import type { SessionView } from '../domain/apiViews';
import { API_URL } from './config';
import { getToken, type AdminData } from './session';

/** An answer of /api/auth other than 2xx: `code` is a catalogue key, `message` its English text. */
export class AuthApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }

  /** Seconds to wait (429), from the body or the Retry-After header. */
  get retryAfter(): number | undefined {
    const v = Number(this.body.retryAfter);
    return Number.isFinite(v) && v > 0 ? v : undefined;
  }

  get fieldErrors(): Record<string, string> {
    return (this.body.errors as Record<string, string> | undefined) ?? {};
  }
}

/** The network itself failed (offline, server down): not an answer from the server. */
export class NetworkError extends Error {}

export interface ServerAdmin extends AdminData {
  id: number;
  phone: string;
  status: string;
  lastSignInAt: string | null;
}

export interface ChallengeTicket {
  challengeId: string;
  resendAfter: number;
  destination?: string;
}

export type SessionInfo = SessionView;

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${API_URL}/auth${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch (e) {
    throw new NetworkError((e as Error).message);
  }
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    // A proxy's HTML error page: keep the status, show a generic message.
  }
  if (!response.ok) {
    const retryHeader = Number(response.headers.get('Retry-After'));
    if (json.retryAfter === undefined && retryHeader > 0) json.retryAfter = retryHeader;
    throw new AuthApiError(response.status, String(json.message ?? response.statusText), json.code as string | undefined, json);
  }
  return json as T;
}

/** Every endpoint of /api/auth the screens use (server/auth/*Routes.ts answer them). */
export const authApi = {
  login: (identifier: string, password: string) => call<ChallengeTicket>('POST', '/login', { identifier, password }),
  verifyOtp: (challengeId: string, code: string) =>
    call<{ token: string; admin: ServerAdmin }>('POST', '/verify-otp', { challengeId, code }),
  resendOtp: (challengeId: string) => call<ChallengeTicket>('POST', '/resend-otp', { challengeId }),
  forgotPassword: (identifier: string) => call<ChallengeTicket>('POST', '/forgot-password', { identifier }),
  checkResetCode: (challengeId: string, code: string) => call<void>('POST', '/check-reset-code', { challengeId, code }),
  resetPassword: (challengeId: string, code: string, newPassword: string) =>
    call<void>('POST', '/reset-password', { challengeId, code, newPassword }),
  acceptInvite: (email: string, code: string, newPassword: string) => call<void>('POST', '/accept-invite', { email, code, newPassword }),
  me: () => call<{ admin: ServerAdmin }>('GET', '/me'),
  logout: () => call<void>('POST', '/logout'),
  sessions: () => call<{ sessions: SessionInfo[] }>('GET', '/sessions'),
  signOutAllDevices: () => call<{ ended: number }>('DELETE', '/sessions'),
  changePassword: (currentPassword: string, newPassword: string) =>
    call<ChallengeTicket>('POST', '/change-password', { currentPassword, newPassword }),
  confirmChangePassword: (challengeId: string, code: string) => call<void>('POST', '/change-password/confirm', { challengeId, code }),
  changeEmail: (newEmail: string, currentPassword: string) => call<ChallengeTicket>('POST', '/change-email', { newEmail, currentPassword }),
  confirmChangeEmail: (challengeId: string, code: string) =>
    call<{ admin: ServerAdmin }>('POST', '/change-email/confirm', { challengeId, code }),
  uploadPhoto: (dataUrl: string) => call<{ admin: ServerAdmin }>('POST', '/photo', { dataUrl }),
};

/** The text to show for a failed call: the catalogue entry for its code, English text as fallback. */
export function errorText(translate: (key: string, options?: Record<string, unknown>) => string, error: unknown): string {
  if (error instanceof AuthApiError) {
    const options = { _: error.message, seconds: error.retryAfter, smart_count: error.body.attemptsLeft, max: error.body.maxMb };
    return error.code ? translate(error.code, options) : translate('app.auth.request_failed', { _: error.message });
  }
  if (error instanceof NetworkError) return translate('app.auth.network_error');
  return translate('app.auth.request_failed');
}
