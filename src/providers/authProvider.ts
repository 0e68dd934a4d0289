import { resolveAvatarUrl } from './avatarUrl';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { Role } from '../domain/permissions';
import { AuthApiError, authApi } from './authApi';
import { setSignInNotice } from './challengeStorage';
import { mayAccess } from '../domain/resourcePermission';
import { isSessionEnded } from './data/sessionEnd';
import { clearSession, getAdminData, getToken, setAdminData } from './session';
import { AFTER_SIGN_IN_PATH, SIGN_IN_PATH, completeSignIn, startSignIn } from './signIn';

export { AFTER_SIGN_IN_PATH, SIGN_IN_PATH };

export type LoginParams = { identifier?: string; username?: string; password: string } | { challengeId: string; code: string };

function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { status?: unknown; body?: { status?: unknown } };
  const status = Number(e.status ?? e.body?.status);
  return Number.isFinite(status) ? status : undefined;
}

/**
 * Sessions are the server's: the browser keeps an opaque token (session.ts) and the server
 * answers 401 once it is no longer valid. The sign-in screens are our own (src/publicPages).
 */
export const authProvider: AuthProvider = {
  /**
   * Two steps (signIn.ts): `{identifier, password}` mails a code and points to /verify-otp;
   * `{challengeId, code}` opens the session and points to the admin's home. The sign-in pages
   * call the same steps directly: they run before react-admin has loaded.
   */
  async login(params: LoginParams) {
    if ('challengeId' in params) {
      await completeSignIn(params.challengeId, params.code);
      return { redirectTo: AFTER_SIGN_IN_PATH };
    }
    await startSignIn(String(params.identifier ?? params.username ?? ''), params.password);
    return { redirectTo: '/verify-otp' };
  },

  async checkAuth() {
    if (!getToken()) throw { redirectTo: SIGN_IN_PATH, message: 'app.auth.sign_in_required' };
  },

  // 401: the session ended on the server (expired, revoked, signed out elsewhere). 403 is only
  // "your role may not do this" and must not sign anyone out. A refused write already ended the
  // session (data/sessionEnd.ts) and must stay a failure: signing out here would make react-admin
  // answer it with an empty success.
  async checkError(error: unknown) {
    if (statusOf(error) !== 401 || isSessionEnded(error)) return;
    const hadSession = getToken() !== null;
    clearSession();
    if (hadSession) setSignInNotice('app.auth.session_expired');
    throw { redirectTo: SIGN_IN_PATH, message: false };
  },

  async logout() {
    if (getToken()) {
      try {
        await authApi.logout();
      } catch {
        // Signing out locally must work offline or with a session the server already ended.
      }
    }
    clearSession();
    return SIGN_IN_PATH;
  },

  /** The server's copy, so a new photo or email reaches every signed-in tab and device. */
  async getIdentity(): Promise<UserIdentity> {
    if (getToken()) {
      try {
        setAdminData((await authApi.me()).admin);
      } catch (e) {
        if (e instanceof AuthApiError && e.status === 401) {
          clearSession();
          setSignInNotice('app.auth.session_expired');
          throw e;
        }
        // Offline or server down: the cached profile is good enough to draw the top bar.
      }
    }
    const admin = getAdminData();
    if (!admin) throw new Error('app.auth.sign_in_required');
    return {
      id: admin.email,
      fullName: `${admin.firstName} ${admin.lastName}`.trim(),
      avatar: resolveAvatarUrl(admin.avatar),
      email: admin.email,
      role: admin.role,
    };
  },

  /** A PermissionSubject of the one matrix (`hasPermission(subject, p)`), or null when signed out. */
  async getPermissions() {
    const admin = getAdminData();
    return admin ? { role: admin.role, permissions: admin.permissions } : null;
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    const admin = getAdminData();
    return mayAccess(admin ? { role: admin.role as Role, permissions: admin.permissions } : null, resource, action);
  },
};
