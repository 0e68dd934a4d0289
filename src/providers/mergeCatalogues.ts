export type Messages = { [key: string]: string | Messages };

/** Deep merge: every key the partial catalogue lacks keeps its English text. */
export function mergeCatalogues(base: Messages, over: Messages): Messages {
  const out: Messages = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = typeof v === 'object' && typeof b === 'object' ? mergeCatalogues(b, v) : v;
  }
  return out;
}

/**
 * A locale's messages from English and the locales' own (partial) catalogues loaded on demand:
 * the translation over English key by key, English for a locale without one.
 */
export function catalogueLoader(
  english: Messages,
  translations: Record<string, () => Promise<{ default: Messages }>>,
): (locale: string) => Promise<Messages> {
  return async (locale) => {
    const load = Object.hasOwn(translations, locale) ? translations[locale] : undefined;
    return load ? mergeCatalogues(english, (await load()).default) : english;
  };
}
