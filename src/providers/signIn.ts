import { authApi } from './authApi';
import { clearPendingChallenge, savePendingChallenge } from './challengeStorage';
import { setSession } from './session';

export const SIGN_IN_PATH = '/signin';
/** The root sends each admin on to their home: the first screen their permissions open (RedirectToHome). */
export const AFTER_SIGN_IN_PATH = '/';

/**
 * The two steps of signing in, shared by the sign-in pages (which run without react-admin) and
 * authProvider.login. Step one: the password is checked and a code mailed; the challenge waits
 * in this tab for /verify-otp.
 */
export async function startSignIn(identifier: string, password: string): Promise<void> {
  savePendingChallenge('sign_in', await authApi.login(identifier, password));
}

/** Step two: the code opens the session, which the browser keeps (session.ts). */
export async function completeSignIn(challengeId: string, code: string): Promise<void> {
  const { token, admin } = await authApi.verifyOtp(challengeId, code);
  setSession(token, admin);
  clearPendingChallenge();
}
