import { useEffect, useState, type ReactNode } from 'react';
import english from 'virtual:public-catalogue/en';
import { catalogueLoader } from '../providers/mergeCatalogues';
import { readStoredPreference } from '../providers/storedPreference';
import { TranslateProvider, type Translate } from './translateContext';
import { createTranslate } from './createTranslate';

export { createTranslate };

/** The language react-admin remembers (its store's `RaStore.locale`), as public/boot.js reads it. */
export function storedLocale(): string {
  const value = readStoredPreference('locale');
  return typeof value === 'string' ? value : 'en';
}

const TRANSLATIONS = {
  hi: () => import('virtual:public-catalogue/hi'),
};

/** The sign-in pages' messages of a locale, over English key by key (English for any other locale). */
export const loadPublicMessages = catalogueLoader(english, TRANSLATIONS);

/**
 * The pages' language: English at once, another language once its few kilobytes have loaded
 * (nothing is drawn meanwhile, so a Hindi visitor never sees the English form flash by).
 */
export function PublicI18n({ children }: { children: ReactNode }) {
  const [locale] = useState(storedLocale);
  const [translate, setTranslate] = useState<Translate | null>(() =>
    Object.hasOwn(TRANSLATIONS, locale) ? null : createTranslate(english),
  );
  useEffect(() => {
    if (translate) return;
    let current = true;
    loadPublicMessages(locale)
      .catch(() => english)
      .then((messages) => {
        if (current) setTranslate(() => createTranslate(messages));
      });
    return () => {
      current = false;
    };
  }, [locale, translate]);
  return translate ? <TranslateProvider value={translate}>{children}</TranslateProvider> : null;
}
