import { useLayoutEffect, useSyncExternalStore } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { settleFirstScreenUnless } from '../shell/firstScreenHandoff';
import { PUBLIC_ROUTES } from '../domain/publicRoutes';
import { getToken, SESSION_CHANGED_EVENT } from '../providers/session';
import { SIGN_IN_PATH } from '../providers/signIn';
import { loadAdminApp, loadPublicPages } from './appChunks';
import { lazyComponent } from '../shell/lazyComponent';

// Nothing is drawn before a half's code arrives: boot.js has painted the page.
const PublicHalf = lazyComponent(() => loadPublicPages().then((m) => m.default));
const AdminHalf = lazyComponent<object>(() => loadAdminApp().then((m) => m.App));

function onSessionChange(changed: () => void): () => void {
  window.addEventListener(SESSION_CHANGED_EVENT, changed);
  return () => window.removeEventListener(SESSION_CHANGED_EVENT, changed);
}
const signedIn = () => getToken() !== null;

/**
 * Without a session, every admin route leads to /signin before any of the admin app is fetched;
 * the page asked for travels along as react-admin's own guard would send it (`nextPathname`).
 * A session that ends while a screen is open (a write refused with 401) leads there at once too.
 */
function AdminOrSignIn() {
  const location = useLocation();
  if (!useSyncExternalStore(onSessionChange, signedIn))
    return <Navigate to={SIGN_IN_PATH} replace state={{ nextPathname: location.pathname }} />;
  return <AdminHalf />;
}

/** A move away from the page the first screen draws (to /signin, to another screen) ends the first screen. */
function FirstScreenWatch() {
  const { pathname } = useLocation();
  useLayoutEffect(() => settleFirstScreenUnless(pathname), [pathname]);
  return null;
}

/**
 * The app's top-level routes: the public pages (their own small chunk, no react-admin) or the
 * admin app (react-admin with its own routes below this one). Moving from one to the other
 * (signing in, signing out) unmounts the half that is left, with all it cached. Each half waits
 * for its code on its own (lazyComponent): when one Suspense boundary held both, a move to a shell
 * route while the sign-in chunk was still loading never ran that route's redirect (the browser
 * stayed on the shell route, blank).
 */
export function EntryRoutes() {
  return (
    <>
      <FirstScreenWatch />
      <Routes>
        {PUBLIC_ROUTES.map((path) => (
          <Route key={path} path={path} element={<PublicHalf path={path} />} />
        ))}
        <Route path="*" element={<AdminOrSignIn />} />
      </Routes>
    </>
  );
}
