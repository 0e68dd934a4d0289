import { useCallback } from 'react';
import { useAuthProvider, useRedirect } from 'react-admin';
import { AFTER_SIGN_IN_PATH } from '../providers/authProvider';
import { useRefreshAuthState } from './useRefreshAuthState';

/** The second sign-in step: the code opens the session (authProvider.login), then the admin's home. */
export function useCompleteSignIn(): (challengeId: string, code: string) => Promise<void> {
  const authProvider = useAuthProvider();
  const redirect = useRedirect();
  const refreshAuthState = useRefreshAuthState();
  return useCallback(
    async (challengeId, code) => {
      await authProvider!.login({ challengeId, code });
      await refreshAuthState();
      redirect(AFTER_SIGN_IN_PATH);
    },
    [authProvider, refreshAuthState, redirect],
  );
}
