import { useMemo } from 'react';
import { useLocale } from 'react-admin';
import { intlLocale } from '../domain/locales';
import { dateTimeFormat, numberFormat } from '../domain/intlFormats';

export { intlLocale };

export interface LocaleFormat {
  /** For `locales` props and `Intl` constructors: `en-US`, `hi-IN`. */
  locales: string;
  date(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
  dateTime(value: string | number | Date, options?: Intl.DateTimeFormatOptions): string;
  number(value: number, options?: Intl.NumberFormatOptions): string;
}

/**
 * Dates and counts written the way the chosen language writes them. Amounts are not: they read
 * the same in every language (formatMoney, common/MoneyField; docs/decisions/0007-one-currency-us-dollars.md).
 */
export function formatFor(locale: string): LocaleFormat {
  const locales = intlLocale(locale);
  return {
    locales,
    // One Intl formatter per options (intlFormats.ts): a list formats a value in every row.
    date: (value, options) => dateTimeFormat(locales, options, 'date').format(new Date(value)),
    dateTime: (value, options) => dateTimeFormat(locales, options, 'dateTime').format(new Date(value)),
    number: (value, options) => numberFormat(locales, options).format(value),
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
