import { createContext, useContext } from 'react';

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Outside any provider (never in the app): the key itself, or the `_` text a caller gives. */
const untranslated: Translate = (key, options) => (typeof options?._ === 'string' ? options._ : key);

const TranslateContext = createContext<Translate>(untranslated);

/**
 * The translate function of the framework-free components. The sign-in pages provide their own
 * (PublicI18n, over the catalogues' sign-in part); the admin shell provides react-admin's
 * (PlainComponentsBridge), so the same code boxes and offline screen follow the admin's language.
 */
export const usePublicTranslate = () => useContext(TranslateContext);

export const TranslateProvider = TranslateContext.Provider;
