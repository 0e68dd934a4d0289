import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { Navigate } from 'react-admin';
import { getToken } from '../providers/session';
import { useRefreshAuthState } from './useRefreshAuthState';

/**
 * The public screens are for visitors without a session: a signed-in admin goes to `/`. The
 * token is read on every render (localStorage, synchronous), never remembered from the mount:
 * react-router may keep this component mounted across public routes. Nothing renders while
 * react-admin's cached state is refreshed before entering the shell.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [refreshed, setRefreshed] = useState(false);
  const refreshAuthState = useRefreshAuthState();
  const signedIn = getToken() !== null;

  useEffect(() => {
    // Another tab signed in while this one shows a public screen. (In this tab, /verify-otp
    // moves on to /dashboard by itself.)
    window.addEventListener('storage', rerender);
    return () => window.removeEventListener('storage', rerender);
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    void refreshAuthState().finally(() => {
      if (current) setRefreshed(true);
    });
    return () => {
      current = false;
    };
  }, [signedIn, refreshAuthState]);

  if (!signedIn) return <>{children}</>;
  return refreshed ? <Navigate to="/" replace /> : null;
}
