/**
 * The languages of the language switch: catalogue code, name in its own script, and the Intl
 * locale that writes its dates and numbers. Adding a language: docs/translating.md.
 */
export const LOCALES = [
  { locale: 'en', name: 'English', intl: 'en-US' },
  { locale: 'hi', name: 'हिन्दी', intl: 'hi-IN' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

/** The Intl locale that writes dates and numbers for a catalogue locale (`hi` → `hi-IN`; unknown → English). */
export function intlLocale(locale: string): string {
  return (LOCALES.find((l) => l.locale === locale) ?? LOCALES[0]).intl;
}
