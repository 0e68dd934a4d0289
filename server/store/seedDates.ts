import type { DbState } from './snapshot';

/**
 * The instant the seed generator writes its dates from (scripts/seed): the newest record of
 * db.json is from just before it, the oldest two years earlier.
 */
export const SEED_NOW = Date.parse('2026-11-01T00:00:00.000Z');

/**
 * How a new database takes the seed's dates: `relative` moves every date by the whole days
 * between the seed's day and the day the database is created, so the newest records are always
 * recent (review deadlines, "last 12 months", suspensions still running); `as-written` keeps
 * them, for a seed whose dates mean a real calendar (not one from our generator).
 */
export type SeedDates = 'relative' | 'as-written';
export const SEED_DATES_MODES: readonly SeedDates[] = ['relative', 'as-written'];

const DAY_MS = 86_400_000;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whole UTC days from the seed's day to `now`'s (negative when the clock is behind the seed). */
export function seedShiftDays(now: Date): number {
  return Math.floor(now.getTime() / DAY_MS) - Math.floor(SEED_NOW / DAY_MS);
}

/** `value` moved by `days` when it is a date (an ISO instant or a YYYY-MM-DD day); otherwise itself. */
function shifted(value: string, days: number): string {
  // Most strings are names and texts: a cheap look at the shape before any pattern.
  if (value.length < 10 || value.length > 24 || value.charCodeAt(4) !== 45 /* - */) return value;
  if (INSTANT.test(value)) return new Date(Date.parse(value) + days * DAY_MS).toISOString();
  if (DAY.test(value)) return new Date(Date.parse(`${value}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return value;
}

function shiftValue(value: unknown, days: number): unknown {
  if (typeof value === 'string') return shifted(value, days);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = shiftValue(value[i], days);
    return value;
  }
  if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const key of Object.keys(obj)) obj[key] = shiftValue(obj[key], days);
  }
  return value;
}

/**
 * Moves every date of every record by `days`, nested ones included (an order's status history,
 * an audit entry's before/after, an import's snapshot), in place. Every date moves by the same
 * whole days, so durations, weekdays' order and times of day are kept.
 */
export function shiftSeedDates(state: DbState, days: number): void {
  if (days === 0) return;
  for (const rows of Object.values(state)) for (const row of rows) shiftValue(row, days);
}
