import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { EntryRoutes } from './routes/EntryRoutes';
import { loadAdminApp } from './routes/appChunks';
import { preloadOpeningRoute } from './routes/preloadRoutes';
import { PUBLIC_ROUTES } from './domain/publicRoutes';
import { getToken } from './providers/session';
import { registerDevanagariFont } from './shell/devanagariFont';
import { installPaletteVariables } from './shell/paletteVariables';
import { FIRST_SCREEN_MAX_WAIT_MS, FIRST_SCREEN_PATHS } from './firstScreen/firstScreenPaths';

installPaletteVariables();
registerDevanagariFont();

function start() {
  // Real paths (/users, /signin), not hash URLs: the server answers every non-API path with the app.
  // A data router, so a form with changes not saved can hold a move away (useLeaveGuard); its
  // code is in the first page's chunk already.
  const router = createBrowserRouter([{ path: '*', element: <EntryRoutes /> }]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}

// A signed-in visit of a shell route: the admin app and the opened screen's code download
// side by side, before the first render (the route registry is filled as the app's modules load).
const path = window.location.pathname;
if (getToken() !== null && !(PUBLIC_ROUTES as readonly string[]).includes(path)) {
  const startAdmin = () => {
    preloadOpeningRoute(path);
    loadAdminApp().catch(() => undefined);
    start();
  };
  // A list the first screen knows (src/firstScreen) is drawn from its first page first: the admin
  // app's code (already downloading, public/boot.js) runs once those rows are on screen, since
  // running it holds the page's main thread for longer than fetching and drawing them takes.
  if (FIRST_SCREEN_PATHS.includes(path)) {
    const drawn = import('./firstScreen/mountFirstScreen').then((m) => m.mountFirstScreen(path)).catch(() => undefined);
    const waitedEnough = new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_MAX_WAIT_MS));
    Promise.race([drawn, waitedEnough]).then(startAdmin);
  } else {
    startAdmin();
  }
} else {
  start();
}
