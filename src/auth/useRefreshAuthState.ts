import { useCallback } from 'react';
import { useAuthState, usePermissions } from 'react-admin';

/**
 * Re-asks the authProvider what react-admin cached about the visitor: the route guard's
 * checkAuth and the permissions the menu reads. Needed whenever a session appears while a public
 * route is showing: those routes live inside react-admin's route tree, which stays mounted, so
 * its "not signed in" from before would still stand once the visitor enters the shell, and its
 * LogoutOnMount would sign the new session straight out again (server-side too).
 */
export function useRefreshAuthState(): () => Promise<void> {
  // The same queries as the guard's and the shell's; disabled here: they only run when asked.
  const { refetch: recheckAuth } = useAuthState(undefined, false, { enabled: false });
  const { refetch: reloadPermissions } = usePermissions({}, { enabled: false });
  return useCallback(async () => {
    await Promise.all([recheckAuth(), reloadPermissions()]);
  }, [recheckAuth, reloadPermissions]);
}
