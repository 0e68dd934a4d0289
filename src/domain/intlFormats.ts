/**
 * Shared Intl formatters. `value.toLocaleString(locales, options)` builds a new formatter on
 * every call (a list formats one number or date per cell, 25 to 100 a page); these are built
 * once per locale and options. At most MAX_FORMATS are kept, the least recently used dropped.
 */
const MAX_FORMATS = 64;

function cached<T>(cache: Map<string, T>, key: string, create: () => T): T {
  let value = cache.get(key);
  if (value === undefined) {
    value = create();
    if (cache.size >= MAX_FORMATS) cache.delete(cache.keys().next().value as string);
  } else {
    cache.delete(key);
  }
  cache.set(key, value);
  return value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

export function numberFormat(locales: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, `${locales}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locales, options));
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
export function dateTimeFormat(locales: string, options: Intl.DateTimeFormatOptions = {}, kind: 'date' | 'dateTime' = 'date'): Intl.DateTimeFormat {
  return cached(dateFormats, `${kind}|${locales}|${JSON.stringify(options)}`, () => {
    const named = (fields: readonly string[]) => fields.some((f) => (options as Record<string, unknown>)[f] !== undefined);
    const styled = options.dateStyle !== undefined || options.timeStyle !== undefined;
    const needsDefaults = !styled && !named(DATE_FIELDS) && (kind === 'date' || !named(TIME_FIELDS));
    const defaults = needsDefaults ? (kind === 'date' ? NUMERIC_DATE : { ...NUMERIC_DATE, ...NUMERIC_TIME }) : {};
    return new Intl.DateTimeFormat(locales, { ...options, ...defaults });
  });
}
