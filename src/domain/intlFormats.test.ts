import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats';

const instant = new Date(Date.UTC(2026, 10, 26, 17, 5, 9));
const OPTION_SETS: (Intl.DateTimeFormatOptions | undefined)[] = [
  undefined,
  {},
  { timeZone: 'UTC' },
  { month: 'short', day: 'numeric' },
  { hour: '2-digit', minute: '2-digit' },
  { dateStyle: 'medium' },
  { dateStyle: 'medium', timeStyle: 'short' },
  { weekday: 'long', timeZone: 'Asia/Kolkata' },
];

describe('intlFormats', () => {
  it.each(['en-US', 'hi-IN'])('writes dates as toLocaleDateString and toLocaleString do (%s)', (locales) => {
    for (const options of OPTION_SETS) {
      // toLocaleDateString refuses a time style: nothing to compare.
      if (!options?.timeStyle)
        expect(dateTimeFormat(locales, options, 'date').format(instant)).toBe(instant.toLocaleDateString(locales, options));
      expect(dateTimeFormat(locales, options, 'dateTime').format(instant)).toBe(instant.toLocaleString(locales, options));
    }
  });

  it.each(['en-US', 'hi-IN'])('writes numbers as toLocaleString does (%s)', (locales) => {
    for (const options of [undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, { style: 'percent' } as const]) {
      for (const n of [0, 4.25, 1234567.891, -0.5])
        expect(numberFormat(locales, options).format(n)).toBe(n.toLocaleString(locales, options));
    }
  });

  it('builds one formatter per locale and options, and keeps a bounded number of them', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).toBe(numberFormat('en-US', { maximumFractionDigits: 1 }));
    expect(numberFormat('en-US', { maximumFractionDigits: 1 })).not.toBe(numberFormat('hi-IN', { maximumFractionDigits: 1 }));
    const first = numberFormat('en-US', { minimumIntegerDigits: 1 });
    for (let i = 2; i <= 70; i++) numberFormat('en-US', { minimumIntegerDigits: i % 21 || 1, maximumFractionDigits: i % 4 });
    // The least recently used one was dropped: a new formatter is built for it.
    expect(numberFormat('en-US', { minimumIntegerDigits: 1 })).not.toBe(first);
  });
});
