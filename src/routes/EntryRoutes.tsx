import type { ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PUBLIC_ROUTES } from '../domain/publicRoutes';
import { getToken } from '../providers/session';
import { SIGN_IN_PATH } from '../providers/signIn';
import { loadAdminApp, loadPublicPages } from './appChunks';
import { loadOnce, useLoaded } from '../layout/useLoaded';

type PublicRoute = (typeof PUBLIC_ROUTES)[number];
type PublicPagesComponent = ComponentType<{ path: PublicRoute }>;
const publicPages = loadOnce<PublicPagesComponent>(() => loadPublicPages().then((m) => m.default));
const adminApp = loadOnce<ComponentType>(() => loadAdminApp().then((m) => m.App));

/** The sign-in pages, once their chunk has arrived (nothing is drawn before: boot.js has painted the page). */
function PublicHalf({ path }: { path: PublicRoute }) {
  const PublicPages = useLoaded(publicPages.current, publicPages.load);
  return PublicPages ? <PublicPages path={path} /> : null;
}

function AdminHalf() {
  const App = useLoaded(adminApp.current, adminApp.load);
  return App ? <App /> : null;
}

/**
 * Without a session, every admin route leads to /signin before any of the admin app is fetched;
 * the page asked for travels along as react-admin's own guard would send it (`nextPathname`).
 */
function AdminOrSignIn() {
  const location = useLocation();
  if (getToken() === null) return <Navigate to={SIGN_IN_PATH} replace state={{ nextPathname: location.pathname }} />;
  return <AdminHalf />;
}

/**
 * The app's top-level routes: the public pages (their own small chunk, no react-admin) or the
 * admin app (react-admin with its own routes below this one). Moving from one to the other
 * (signing in, signing out) unmounts the half that is left, with all it cached. Each half waits
 * for its code on its own (useLoaded): when one Suspense boundary held both, a move to a shell
 * route while the sign-in chunk was still loading never ran that route's redirect (the browser
 * stayed on the shell route, blank).
 */
export function EntryRoutes() {
  return (
    <Routes>
      {PUBLIC_ROUTES.map((path) => (
        <Route
          key={path}
          path={path}
          element={<PublicHalf path={path} />}
        />
      ))}
      <Route path="*" element={<AdminOrSignIn />} />
    </Routes>
  );
}
