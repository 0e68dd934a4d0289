import type { Granularity } from '../../domain/statistics';
import { dateTimeFormat } from '../../domain/intlFormats';

const MONTH_LABEL: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' };
const DAY_LABEL: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };

/** A bucket's axis label in the admin's language: "Nov 2026" for months, "12 Nov" for days and weeks. */
export function bucketLabel(bucket: string, granularity: Granularity, locale: string): string {
  const date = new Date(granularity === 'month' ? `${bucket}-01T00:00:00Z` : `${bucket}T00:00:00Z`);
  return dateTimeFormat(locale, granularity === 'month' ? MONTH_LABEL : DAY_LABEL).format(date);
}
