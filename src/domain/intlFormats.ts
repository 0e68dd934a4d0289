import { lruGet } from './lruCache';

/**
 * Shared Intl formatters. `value.toLocaleString(locales, options)` builds a new formatter on
 * every call (a list formats one number or date per cell, 25 to 100 a page); these are built
 * once per locale and options. At most MAX_FORMATS are kept, the least recently used dropped.
 */
const MAX_FORMATS = 64;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locales: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return lruGet(numberFormats, `${locales}|${JSON.stringify(options)}`, MAX_FORMATS, () => new Intl.NumberFormat(locales, options));
}

const DATE_FIELDS = ['weekday', 'era', 'year', 'month', 'day'] as const;
const TIME_FIELDS = ['dayPeriod', 'hour', 'minute', 'second', 'fractionalSecondDigits'] as const;
const NUMERIC_DATE = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const NUMERIC_TIME = { hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;

/**
 * The formatter `toLocaleDateString` (`kind` 'date') or `toLocaleString` ('dateTime') would use:
 * their defaults are added the way the standard's ToDateTimeOptions adds them, when the options
 * name no date (or, for 'dateTime', no time) component and no style.
 */
export function dateTimeFormat(
  locales: string,
  options: Intl.DateTimeFormatOptions = {},
  kind: 'date' | 'dateTime' = 'date',
): Intl.DateTimeFormat {
  return lruGet(dateFormats, `${kind}|${locales}|${JSON.stringify(options)}`, MAX_FORMATS, () => {
    const named = (fields: readonly string[]) => fields.some((f) => (options as Record<string, unknown>)[f] !== undefined);
    const styled = options.dateStyle !== undefined || options.timeStyle !== undefined;
    const needsDefaults = !styled && !named(DATE_FIELDS) && (kind === 'date' || !named(TIME_FIELDS));
    const defaults = needsDefaults ? (kind === 'date' ? NUMERIC_DATE : { ...NUMERIC_DATE, ...NUMERIC_TIME }) : {};
    return new Intl.DateTimeFormat(locales, { ...options, ...defaults });
  });
}
