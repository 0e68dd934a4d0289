import { Admin, CustomRoutes, Resource } from 'react-admin';
import { dataProvider } from './providers/data';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createAppStore } from './providers/store';
import { resources } from './areas';
import { shellRoutes } from './routes/shellRoutes';
import { AppLayout } from './layout/AppLayout';
import { lightTheme, darkTheme } from './layout/theme';
import { NotFoundPage } from './layout/NotFoundPage';
import { NotAllowedPage } from './layout/NotAllowedPage';
import { RedirectToHome } from './routes/RedirectToHome';

const store = createAppStore();

/**
 * The admin app: everything behind the sign-in. EntryRoutes mounts it for every route that is
 * not public, as its own chunk; the public pages (src/public) run without it.
 */
export const App = () => (
  <Admin
    store={store}
    title="app.name"
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    layout={AppLayout}
    theme={lightTheme}
    darkTheme={darkTheme}
    loginPage={false}
    catchAll={NotFoundPage}
    accessDenied={NotAllowedPage}
    dashboard={RedirectToHome}
    requireAuth
    disableTelemetry
  >
    {resources.map((r) => (
      <Resource key={r.name} {...r} />
    ))}
    <CustomRoutes>{shellRoutes}</CustomRoutes>
  </Admin>
);
