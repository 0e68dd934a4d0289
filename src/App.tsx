import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, Resource } from 'react-admin';
import { dataProvider } from './providers/data';
import { authProvider } from './providers/authProvider';
import { i18nProvider } from './providers/i18nProvider';
import { createAppStore } from './providers/store';
import { resources } from './areaScreens';
import { shellRoutes } from './routes/shellRoutes';
import { AppLayout } from './shell/AppLayout';
import { lightTheme, darkTheme } from './shell/theme';
import { NotFoundPage } from './shell/NotFoundPage';
import { NotAllowedPage } from './shell/NotAllowedPage';
import { AuthenticationErrorPage } from './shell/AuthenticationErrorPage';
import { PageLoading } from './shell/PageLoading';
import { AppCrashPage } from './shell/errors/AppCrashPage';
import { DeferredNotification } from './shell/notifications/DeferredNotification';
import { RedirectToHome } from './routes/RedirectToHome';

const store = createAppStore();

/**
 * The admin app: everything behind the sign-in. EntryRoutes mounts it for every route that is
 * not public, as its own chunk; the public pages (src/publicPages) run without it.
 *
 * react-admin's `<Admin>` is its AdminContext and AdminUI; AdminUI's default props import the
 * framework's own layout, login form (with react-hook-form), preferences inspector and error page,
 * which this app replaces, so they were downloaded on every first page for nothing. The two halves
 * are composed here with only the pieces this app draws.
 */
export const App = () => (
  <AdminContext
    store={store}
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    lightTheme={lightTheme}
    darkTheme={darkTheme}
  >
    <CssBaseline enableColorScheme>
      <CoreAdminUI
        title="app.name"
        layout={AppLayout}
        loginPage={false}
        catchAll={NotFoundPage}
        accessDenied={NotAllowedPage}
        authenticationError={AuthenticationErrorPage}
        loading={PageLoading}
        error={AppCrashPage}
        dashboard={RedirectToHome}
        requireAuth
        disableTelemetry
      >
        {resources.map((r) => (
          <Resource key={r.name} {...r} />
        ))}
        <CustomRoutes>{shellRoutes}</CustomRoutes>
      </CoreAdminUI>
      <DeferredNotification />
    </CssBaseline>
  </AdminContext>
);
