import { useEffect, useReducer, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getToken } from '../providers/session';

/**
 * The sign-in pages are for visitors without a session: a signed-in admin goes to `/`. The token
 * is read on every render (localStorage, synchronous), never remembered from the mount, and a
 * sign-in in another tab (a `storage` event) moves this one on too.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    window.addEventListener('storage', rerender);
    return () => window.removeEventListener('storage', rerender);
  }, []);
  return getToken() === null ? <>{children}</> : <Navigate to="/" replace />;
}
