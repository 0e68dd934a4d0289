import type { Granularity } from '../../domain/statistics';

/** A bucket's axis label in the admin's language: "Nov 2026" for months, "12 Nov" for days and weeks. */
export function bucketLabel(bucket: string, granularity: Granularity, locale: string): string {
  const date = new Date(granularity === 'month' ? `${bucket}-01T00:00:00Z` : `${bucket}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions = granularity === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(locale, options).format(date);
}
