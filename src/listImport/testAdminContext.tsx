import type { ReactNode } from 'react';
import { AdminContext, type AuthProvider, type DataProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { englishCatalogue, mergeCatalogues } from '../providers/i18nProvider';
import fragment from '../../i18n/fragments/administration.en.json';

type Messages = Parameters<typeof mergeCatalogues>[0];

/** The English catalogue with this area's fragment merged in, as the app will have it. */
export const testI18nProvider = polyglotI18nProvider(() => mergeCatalogues(englishCatalogue as unknown as Messages, fragment as unknown as Messages) as never, 'en', [{ locale: 'en', name: 'English' }], {
  allowMissing: true,
});

/** react-admin's contexts around a component under test, with a fake data provider. */
export function TestAdmin({ dataProvider, authProvider, children }: { dataProvider: Record<string, unknown>; authProvider?: AuthProvider; children: ReactNode }) {
  return (
    <AdminContext dataProvider={dataProvider as unknown as DataProvider} authProvider={authProvider} i18nProvider={testI18nProvider}>
      {children}
    </AdminContext>
  );
}
