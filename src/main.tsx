import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { preloadRoute } from './routes/preloadRoutes';
import { registerDevanagariFont } from './layout/devanagariFont';

// The opened screen's code downloads alongside the shell's instead of after the first render
// (the route registry is filled while App's modules load).
preloadRoute(window.location.pathname);
registerDevanagariFont();

// Real paths (/users, /signin), not hash URLs: react-admin uses the router it is given,
// and the server answers every non-API path with the app.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
