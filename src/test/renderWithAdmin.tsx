import type { ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import {
  AdminContext,
  memoryStore,
  Notification,
  TestMemoryRouter,
  testDataProvider,
  type AuthProvider,
  type DataProvider,
  type Store,
  type TranslationMessages,
} from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Location } from 'react-router-dom';
import { englishCatalogue, mergeCatalogues } from '../providers/i18nProvider';
import { lightTheme } from '../shell/theme';
import { PlainComponentsBridge } from '../shell/PlainComponentsBridge';
import type { PermissionSubject } from '../domain/permissions';

type Messages = Parameters<typeof mergeCatalogues>[0];

/** English fragments not merged into i18n/en.json yet, so tests read the texts the UI will show. */
const fragments = import.meta.glob<{ default: Messages }>('../../i18n/fragments/*.en.json', { eager: true });
const catalogue = Object.values(fragments).reduce(
  (all, f) => mergeCatalogues(all, f.default),
  englishCatalogue as unknown as Messages,
) as unknown as TranslationMessages;

export const testI18nProvider = polyglotI18nProvider(() => catalogue, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

export interface RenderWithAdminOptions {
  /** The route the memory router starts on (or several, with `initialIndex`). */
  path?: string | string[];
  initialIndex?: number;
  /** What authProvider.getPermissions resolves to: a subject, or a list of permission names. */
  permissions?: PermissionSubject | string[];
  dataProvider?: Partial<DataProvider>;
  /** Initial store values, e.g. { 'sidebar.open': false }. */
  storeValues?: Record<string, unknown>;
}

export interface RenderWithAdminResult extends RenderResult {
  /** The router's current location. */
  location: () => Location;
  /** Navigates like the app would (a link, the back button with -1). */
  navigate: (to: string | number) => void;
  /** react-admin's store (theme, locale, sidebar state). */
  store: Store;
}

/** Renders UI inside react-admin's contexts: memory router, fake providers, our theme, English catalogue, toasts. */
export function renderWithAdmin(ui: ReactNode, options: RenderWithAdminOptions = {}): RenderWithAdminResult {
  const paths = Array.isArray(options.path) ? options.path : [options.path ?? '/dashboard'];
  let location: Location | undefined;
  let navigateFn: ((to: string | number) => void) | undefined;
  const authProvider: AuthProvider = {
    login: async () => undefined,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => options.permissions ?? { role: 'admin' },
    getIdentity: async () => ({ id: 'admin@example.com', fullName: 'Test Admin' }),
  };
  const store = memoryStore(options.storeValues);
  const result = render(
    <TestMemoryRouter
      initialEntries={paths}
      initialIndex={options.initialIndex ?? paths.length - 1}
      locationCallback={(l) => (location = l)}
      navigateCallback={(n) => (navigateFn = (to) => (typeof to === 'number' ? n(to) : n(to)))}
    >
      <AdminContext
        dataProvider={testDataProvider(options.dataProvider)}
        authProvider={authProvider}
        i18nProvider={testI18nProvider}
        store={store}
        theme={lightTheme}
      >
        <PlainComponentsBridge>{ui}</PlainComponentsBridge>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return {
    ...result,
    location: () => location!,
    navigate: (to) => navigateFn!(to),
    store,
  };
}
