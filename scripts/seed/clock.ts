/**
 * The seed's fixed "now": every date is computed from it, never from the system clock, so two
 * runs write the same bytes. Records spread over the two years before it. The server moves the
 * dates to the day a database is created from the seed (server/store/seedDates.ts).
 */
import { SEED_NOW } from '../../server/store/seedDates';

export { SEED_NOW };

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** The oldest instant a seeded record can have. */
export const SEED_START = SEED_NOW - 730 * DAY;

const PAD2 = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const PAD3 = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const dayPrefixes = new Map<number, string>();

/**
 * `new Date(ms).toISOString()` for instants after 1970, about twice as fast: the seed formats
 * millions of instants, and only the day part needs calendar arithmetic (cached per day).
 */
export function iso(ms: number): string {
  const day = Math.floor(ms / DAY);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  let rest = ms - day * DAY;
  const h = Math.floor(rest / HOUR);
  rest -= h * HOUR;
  const m = Math.floor(rest / MINUTE);
  rest -= m * MINUTE;
  const s = Math.floor(rest / 1000);
  return `${prefix}${PAD2[h]}:${PAD2[m]}:${PAD2[s]}.${PAD3[rest - s * 1000]}Z`;
}

/** YYYY-MM-DD of an instant (UTC). */
export function isoDay(ms: number): string {
  return iso(ms).slice(0, 10);
}

/** Whole years between a date of birth (ms) and `at`. */
export function ageAt(birthMs: number, at: number): number {
  const b = new Date(birthMs);
  const a = new Date(at);
  let age = a.getUTCFullYear() - b.getUTCFullYear();
  if (a.getUTCMonth() < b.getUTCMonth() || (a.getUTCMonth() === b.getUTCMonth() && a.getUTCDate() < b.getUTCDate())) age--;
  return age;
}
