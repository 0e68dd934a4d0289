import fs from 'node:fs';
import path from 'node:path';
import { readCollections } from './database';

const root = path.resolve(import.meta.dirname, '../..');
const DAY_MS = 86_400_000;

/** The first order's payment date: enough to tell how far the server moved the seed's dates. */
function firstOrderPaid(file: string): number {
  const orders = file.endsWith('.json')
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { orders: { paymentDate: string }[] }).orders
    : readCollections(file).orders;
  const paid = orders?.[0]?.paymentDate;
  if (typeof paid !== 'string') throw new Error(`No order payment date in ${file}`);
  return Date.parse(paid);
}

/**
 * The test server's calendar: its database was created from db.json with every date moved by
 * the same whole days (server/store/seedDates.ts), read here from the two files rather than from
 * the clock, so a test started just before midnight still agrees with its server.
 */
export function seedCalendar(dbFile: string, seedFile = path.join(root, 'db.json')) {
  const days = Math.round((firstOrderPaid(dbFile) - firstOrderPaid(seedFile)) / DAY_MS);
  return {
    days,
    /** A day of the seed's own calendar (YYYY-MM-DD) as the server's database has it. */
    day(seedDay: string): string {
      return new Date(Date.parse(`${seedDay}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
    },
  };
}

/** The Monday on or before a day (YYYY-MM-DD): where a week bucket of the dashboard starts. */
export function mondayOf(day: string): string {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return new Date(ms - weekday * DAY_MS).toISOString().slice(0, 10);
}
