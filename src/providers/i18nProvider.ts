import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import en from '../../i18n/en.json';
import { mergeCatalogues, type Messages } from './mergeCatalogues';
import { LOCALES, type Locale } from '../domain/locales';

export { mergeCatalogues };
export { LOCALES, type Locale };

/**
 * Catalogues other than English, each imported dynamically so the bundler makes it its own
 * chunk: it is downloaded only when someone chooses that language.
 */
const TRANSLATIONS: Record<Exclude<Locale, 'en'>, () => Promise<{ default: unknown }>> = {
  hi: () => import('../../i18n/hi.json'),
};

export const englishCatalogue = mergeCatalogues(englishMessages as unknown as Messages, en as Messages) as unknown as TranslationMessages;

const isTranslated = (locale: string): locale is keyof typeof TRANSLATIONS => Object.hasOwn(TRANSLATIONS, locale);

/** A locale of the switch; anything else (a stale stored value) is shown in English. */
export const isKnownLocale = (locale: string): locale is Locale => LOCALES.some((l) => l.locale === locale);

/** The messages of a locale: its catalogue merged over English key by key (English for an unknown locale). */
export async function loadMessages(locale: string): Promise<TranslationMessages> {
  if (!isTranslated(locale)) return englishCatalogue;
  const translation = (await TRANSLATIONS[locale]()).default as Messages;
  return mergeCatalogues(englishCatalogue as unknown as Messages, translation) as unknown as TranslationMessages;
}

/** The page's `lang` attribute (screen readers, fonts, hyphenation); public/boot.js sets it before the first paint. */
function setDocumentLanguage(locale: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * react-admin's polyglot provider, starting in English (the only catalogue that loads
 * synchronously). react-admin then applies the locale remembered in its store (`RaStore.locale`)
 * through `changeLocale`, which loads that catalogue and updates the page's `lang` attribute.
 */
export function createI18nProvider(): I18nProvider {
  const polyglot = polyglotI18nProvider((locale) => (locale === 'en' ? englishCatalogue : loadMessages(locale)), 'en', [...LOCALES], {
    allowMissing: true,
  });
  return {
    ...polyglot,
    changeLocale: async (locale, options) => {
      try {
        await polyglot.changeLocale(isKnownLocale(locale) ? locale : 'en', options);
      } finally {
        // On a failed load the previous language stays, and so does its attribute.
        setDocumentLanguage(polyglot.getLocale());
      }
    },
  };
}

export const i18nProvider = createI18nProvider();
