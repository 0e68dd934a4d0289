import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { EntryRoutes } from './routes/EntryRoutes';
import { loadAdminApp } from './routes/appChunks';
import { preloadOpeningRoute } from './routes/preloadRoutes';
import { PUBLIC_ROUTES } from './domain/publicRoutes';
import { getToken } from './providers/session';
import { registerDevanagariFont } from './layout/devanagariFont';
import { installPaletteVariables } from './layout/paletteVariables';

installPaletteVariables();
registerDevanagariFont();

// A signed-in visit of a shell route: the admin app and the opened screen's code download
// side by side, before the first render (the route registry is filled as the app's modules load).
const path = window.location.pathname;
if (getToken() !== null && !(PUBLIC_ROUTES as readonly string[]).includes(path)) {
  preloadOpeningRoute(path);
  loadAdminApp().catch(() => undefined);
}

// Real paths (/users, /signin), not hash URLs: the server answers every non-API path with the app.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <EntryRoutes />
    </BrowserRouter>
  </StrictMode>,
);
