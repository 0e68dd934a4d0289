import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { LOCALES } from './i18nProvider';

/** The Intl locale that writes dates and numbers for a catalogue locale (`hi` → `hi-IN`; unknown → English). */
export function intlLocale(locale: string): string {
  return (LOCALES.find((l) => l.locale === locale) ?? LOCALES[0]).intl;
}

export interface LocaleFormat {
  /** For `locales` props and `Intl` constructors: `en-US`, `hi-IN`. */
  locales: string;
  date(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
  dateTime(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

/**
 * Dates and counts written the way the chosen language writes them. Amounts are not: they read
 * the same in every language (formatMoney, common/MoneyField; docs/decisions.md, Currency).
 */
export function formatFor(locale: string): LocaleFormat {
  const locales = intlLocale(locale);
  return {
    locales,
    date: (value, options) => new Date(value).toLocaleDateString(locales, options),
    dateTime: (value, options) => new Date(value).toLocaleString(locales, options),
    number: (value, options) => value.toLocaleString(locales, options),
  };
}

/**
 * The chosen language's formats, for text a screen formats itself
 * (`const format = useLocaleFormat(); format.date(order.createdAt)`).
 * react-admin's DateField and NumberField get them from `LocaleFormatDefaults`.
 */
export function useLocaleFormat(): LocaleFormat {
  const locale = useLocale();
  return useMemo(() => formatFor(locale), [locale]);
}
