// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MenuList } from '@mui/material';
import {
  AdminContext,
  DateField,
  localStorageStore,
  NumberField,
  RecordContextProvider,
  testDataProvider,
  useTranslate,
} from 'react-admin';
import en from '../../i18n/en.json';
import hi from '../../i18n/hi.json';
import { flatten, type Tree } from '../../scripts/i18n/catalogue';
import { createI18nProvider } from '../../src/providers/i18nProvider';
import { LocaleFormatDefaults } from '../../src/providers/LocaleFormatDefaults';
import { LanguageMenuItems } from '../../src/shell/appbar/LanguageMenuItems';

/**
 * The language switch with the real i18nProvider and react-admin's persistent store: the
 * choice changes the texts, the page's lang attribute and the date and number formats, and is
 * remembered (store key `locale`).
 */

const english = flatten(en as Tree);
const hindi = flatten(hi as Tree);
const untranslated = [...english.keys()].find((k) => !hindi.has(k) && !english.get(k)!.includes('%{'))!;
const RECORD = { id: 1, at: '2025-03-12T10:00:00.000Z', amount: 1234567.5 };

function Texts() {
  const translate = useTranslate();
  return (
    <>
      <p data-testid="translated">{translate('app.nav.users')}</p>
      <p data-testid="untranslated">{translate(untranslated)}</p>
    </>
  );
}

function renderApp() {
  return render(
    <AdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider()} store={localStorageStore()}>
      <MenuList>
        <LanguageMenuItems onChosen={() => undefined} />
      </MenuList>
      <Texts />
      <LocaleFormatDefaults>
        <RecordContextProvider value={RECORD}>
          <span data-testid="date">
            <DateField source="at" options={{ year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }} />
          </span>
          <span data-testid="number">
            <NumberField source="amount" />
          </span>
        </RecordContextProvider>
      </LocaleFormatDefaults>
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.documentElement.lang = 'en';
});

describe('language switch', () => {
  it('starts in English with English formats', async () => {
    renderApp();
    expect(await screen.findByTestId('translated')).toHaveTextContent('Users');
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('date')).toHaveTextContent('March 12, 2025');
    expect(screen.getByTestId('number')).toHaveTextContent('1,234,567.5');
  });

  it('switches to Hindi: texts (English where Hindi lacks a key), lang attribute, formats', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'हिन्दी' }));
    expect(await screen.findByText(hindi.get('app.nav.users')!)).toBeInTheDocument();
    expect(screen.getByTestId('untranslated')).toHaveTextContent(english.get(untranslated)!);
    expect(document.documentElement.lang).toBe('hi');
    expect(screen.getByRole('menuitemradio', { name: 'हिन्दी' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByTestId('date')).toHaveTextContent('12 मार्च 2025');
    expect(screen.getByTestId('number')).toHaveTextContent('12,34,567.5');
  });

  it('remembers the choice (react-admin store key `locale`) and starts in it next time', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'हिन्दी' }));
    await screen.findByText(hindi.get('app.nav.users')!);
    expect(JSON.parse(localStorage.getItem('RaStore.locale')!)).toBe('hi');
    cleanup();
    document.documentElement.lang = 'en';

    renderApp();
    expect(await screen.findByText(hindi.get('app.nav.users')!)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('switches back to English', async () => {
    renderApp();
    fireEvent.click(await screen.findByRole('menuitemradio', { name: 'हिन्दी' }));
    await screen.findByText(hindi.get('app.nav.users')!);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'English' }));
    expect(await screen.findByText('Users')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByTestId('date')).toHaveTextContent('March 12, 2025');
  });
});
