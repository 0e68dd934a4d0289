import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';

/**
 * Reads the signed-in admin's permissions again from the server. getIdentity stores the server's
 * profile (permissions included) in the session that getPermissions reads; then react-admin's
 * cached answers are dropped, so the sidebar loses the entries the admin may no longer open.
 * For a 403 saying access was removed while signed in: until then the cache lasted to a reload.
 */
export function useRefreshPermissions(): () => Promise<void> {
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // A failed read (offline, session ended) leaves the session as it was; a 401 signs out there.
    await authProvider?.getIdentity?.().catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
  }, [authProvider, queryClient]);
}
