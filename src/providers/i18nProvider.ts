import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import en from '../../i18n/en.json';

export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'hi', name: 'हिन्दी' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

type Messages = { [key: string]: string | Messages };

/** Deep merge: every key the partial catalogue lacks keeps its English text. */
export function mergeCatalogues(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? mergeCatalogues(b, v) : v;
  }
  return out;
}

export const englishCatalogue = mergeCatalogues(englishMessages as unknown as Messages, en as Messages) as unknown as TranslationMessages;

/** Hindi loads on demand, so English users never download it. */
async function loadHindi(): Promise<TranslationMessages> {
  const hi = (await import('../../i18n/hi.json')).default as Messages;
  return mergeCatalogues(englishCatalogue as unknown as Messages, hi) as unknown as TranslationMessages;
}

/**
 * Starts in English (the only catalogue that loads synchronously); react-admin's store
 * then switches to the remembered locale, which loads its catalogue on demand.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'hi' ? loadHindi() : englishCatalogue),
  'en',
  [...LOCALES],
  { allowMissing: true },
);
