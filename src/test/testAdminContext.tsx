import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishCatalogue } from '../providers/i18nProvider';

/** The English catalogue, as the app has it. */
export const testI18nProvider = polyglotI18nProvider(() => englishCatalogue, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

/** react-admin's contexts around a component under test, with a fake data provider. */
export function TestAdmin({
  dataProvider,
  authProvider,
  children,
}: {
  dataProvider: Record<string, unknown>;
  authProvider?: AuthProvider;
  children: ReactNode;
}) {
  return (
    <AdminContext dataProvider={dataProvider as unknown as DataProvider} authProvider={authProvider} i18nProvider={testI18nProvider}>
      {children}
    </AdminContext>
  );
}
